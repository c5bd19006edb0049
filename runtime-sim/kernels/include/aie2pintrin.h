// aiesim: Peano's AIE2P intrinsics header: aiec's host intrinsics.
#pragma once
#include <aiesim/intrinsics.hpp>
