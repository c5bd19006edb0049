// softmax.cc (AIE2P): softmax of input_size bfloat16 values (a multiple of
// 32) through exp2: with l = bfloat16(log2 e) = 1.4453125 and y = x * l in
// float, m = the greatest bfloat16(y) (at least -32768), e =
// bfloat16(2^(y - m)), the e summed in float (32 lanes, then the lanes),
// s = bfloat16(1 / sum), and each output bfloat16(e * s).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

extern "C" void softmax_bf16(bfloat16 *restrict input, bfloat16 *restrict output,
                             const int32_t input_size) {
  constexpr int lanes = 32;
  const auto log2e = aie::broadcast<bfloat16, lanes>(bfloat16(1.44269504089f));
  event0();
  auto greatest = aie::broadcast<bfloat16, lanes>(bfloat16(-32768.0f));
  for (int32_t i = 0; i < input_size; i += lanes) {
    auto y = aie::mul(aie::load_v<lanes>(input + i), log2e);
    greatest = aie::max(greatest, y.to_vector<bfloat16>());
  }
  const auto m = aie::broadcast<bfloat16, lanes>(aie::reduce_max(greatest));
  auto sum = aie::zeros<accfloat, lanes>();
  for (int32_t i = 0; i < input_size; i += lanes) {
    auto y = aie::sub(aie::mul(aie::load_v<lanes>(input + i), log2e), m);
    aie::vector<bfloat16, lanes> e = aie::exp2<bfloat16>(y.to_vector<float>());
    sum = aie::add(sum, e);
    aie::store_v(output + i, e);
  }
  const bfloat16 scale = bfloat16(aie::inv(aie::reduce_add(sum.to_vector<float>())));
  for (int32_t i = 0; i < input_size; i += lanes)
    aie::store_v(output + i,
                 aie::mul(aie::load_v<lanes>(output + i), scale).to_vector<bfloat16>());
  event1();
}
