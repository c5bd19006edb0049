// aiec's host implementation of the AIE API (aie-sim's Peano stand-in
// reaches it in place of the AIE API's own headers, which build for AIE
// only). See docs/host-programs.md, "AIE kernels on the host".
#pragma once
#include "../aiesim/api.hpp"
