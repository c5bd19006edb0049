// softmax.cc (AIE2): softmax of input_size bfloat16 values (a multiple of
// 16), without subtracting the maximum first: e = bfloat16(exp(x)) from
// the runtime library's exp of bfloat16 (lut_based_ops.h), the e summed in
// float (16 lanes, then the lanes), s = bfloat16(1 / sum), and each output
// bfloat16(e * s).
#include <aie_api/aie.hpp>
#include <lut_based_ops.h>

#include "../aie_kernel_utils.h"

extern "C" void softmax_bf16(bfloat16 *restrict input, bfloat16 *restrict output,
                             const int32_t input_size) {
  constexpr int lanes = 16;
  event0();
  auto sum = aie::zeros<accfloat, lanes>();
  for (int32_t i = 0; i < input_size; i += lanes) {
    aie::vector<bfloat16, lanes> e =
        getExpBf16(aie::load_v<lanes>(input + i)).to_vector<bfloat16>();
    sum = aie::add(sum, e);
    aie::store_v(output + i, e);
  }
  const bfloat16 scale = bfloat16(aie::inv(aie::reduce_add(sum.to_vector<float>())));
  for (int32_t i = 0; i < input_size; i += lanes)
    aie::store_v(output + i,
                 aie::mul(aie::load_v<lanes>(output + i), scale).to_vector<bfloat16>());
  event1();
}
