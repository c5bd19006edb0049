// relu.cc: c = max(a, 0) on 1024 bfloat16 elements (-0 and NaN stay as
// they are: neither is less than 0).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

extern "C" void bf16_relu(bfloat16 *restrict a_in, bfloat16 *restrict c_out) {
  constexpr int tile_elems = 1024, lanes = 32;
  const auto zero = aie::zeros<bfloat16, lanes>();
  event0();
  AIE_PREPARE_FOR_PIPELINING
  for (int i = 0; i < tile_elems; i += lanes)
    aie::store_v(c_out + i, aie::max(aie::load_v<lanes>(a_in + i), zero));
  event1();
}
