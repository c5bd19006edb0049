// aiesim: the AIE API on the host, all of it (aie_api/aie.hpp includes this).
#pragma once

// What the AIE API's headers bring in, which kernels rely on.
#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <tuple>
#include <type_traits>
#include <utility>

#include "elementary.hpp"
#include "intrinsics.hpp"
#include "memory.hpp"
#include "mmul.hpp"
#include "ops.hpp"
#include "vector.hpp"
