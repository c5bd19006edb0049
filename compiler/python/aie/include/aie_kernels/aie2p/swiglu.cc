// swiglu.cc (AIE2P): SwiGLU, (x w1) silu(x w2) element-wise, of 1024
// bfloat16 values (bf16_activation.h).
#include "../bf16_activation.h"

extern "C" void swiglu_bf16(bfloat16 *restrict input, bfloat16 *restrict weights_1,
                            bfloat16 *restrict weights_2, bfloat16 *restrict output) {
  constexpr int lanes = bf16_activation::lanes;
  event0();
  AIE_PREPARE_FOR_PIPELINING
  for (int i = 0; i < 1024; i += lanes)
    aie::store_v(output + i, bf16_activation::swiglu(aie::load_v<lanes>(input + i),
                                                     aie::load_v<lanes>(weights_1 + i),
                                                     aie::load_v<lanes>(weights_2 + i)));
  event1();
}
