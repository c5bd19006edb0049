// aiec's host implementation of the AIE API: ADF graph interfaces
// (windows, streams, cascades) do not exist in mlir-aie designs.
#pragma once
#include "aie.hpp"
