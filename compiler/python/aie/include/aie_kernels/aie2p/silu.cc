// silu.cc (AIE2P): SiLU, x sigmoid(x) with sigmoid from tanh, of 1024
// bfloat16 values (bf16_activation.h).
#include "../bf16_activation.h"

extern "C" void silu_bf16(bfloat16 *restrict input, bfloat16 *restrict output) {
  event0();
  AIE_PREPARE_FOR_PIPELINING
  for (int i = 0; i < 1024; i += bf16_activation::lanes)
    aie::store_v(output + i,
                 bf16_activation::silu(aie::load_v<bf16_activation::lanes>(input + i)));
  event1();
}
