// bf16_exp.cc (AIE2P): out = bfloat16(2^(x * log2 e)) on 1024 values, x
// the input clamped to [-EXP_BF16_CLAMP, EXP_BF16_CLAMP] (the AIE2 kernel's
// table range, infinities included), the product in float (a bfloat16
// log2 e would be 17 % off at x = 88).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

constexpr float EXP_BF16_CLAMP = 88.0f;

extern "C" void exp_bf16_1024(bfloat16 *restrict a_in, bfloat16 *restrict c_out) {
  constexpr int tile_elems = 1024, lanes = 16;
  const auto log2e = aie::broadcast<float, lanes>(1.44269504089f);
  const auto hi = aie::broadcast<bfloat16, lanes>(EXP_BF16_CLAMP);
  const auto lo = aie::broadcast<bfloat16, lanes>(-EXP_BF16_CLAMP);
  AIE_PREPARE_FOR_PIPELINING
  for (int i = 0; i < tile_elems; i += lanes) {
    auto x = aie::load_v<lanes>(a_in + i);
    x = aie::select(x, hi, aie::gt(x, hi));
    x = aie::select(x, lo, aie::lt(x, lo));
    const aie::accum<accfloat, lanes> xf(x);
    auto y = aie::mul(xf.to_vector<float>(), log2e);
    aie::store_v(c_out + i, aie::exp2<bfloat16>(y.to_vector<float>()));
  }
}
