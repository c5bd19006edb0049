// bf16_exp.cc (AIE2P): out = bfloat16(2^(in * l)) on 1024 values, l =
// bfloat16(log2 e) = 1.4453125, the product in float.
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

extern "C" void exp_bf16_1024(bfloat16 *restrict a_in, bfloat16 *restrict c_out) {
  constexpr int tile_elems = 1024, lanes = 16;
  const auto log2e = aie::broadcast<bfloat16, lanes>(bfloat16(1.44269504089f));
  AIE_PREPARE_FOR_PIPELINING
  for (int i = 0; i < tile_elems; i += lanes) {
    auto y = aie::mul(aie::load_v<lanes>(a_in + i), log2e);
    aie::store_v(c_out + i, aie::exp2<bfloat16>(y.to_vector<float>()));
  }
}
