// aiesim: Peano's AIE2 (AIE-ML) intrinsics header: aiec's host intrinsics.
#pragma once
#include <aiesim/intrinsics.hpp>
