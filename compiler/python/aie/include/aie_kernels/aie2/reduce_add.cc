// reduce_add.cc: *out = the sum of in[0, input_size), wrapping at 32 bits.
// The vector path adds 16-lane vectors (input_size a multiple of 16), then
// the lanes.
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

extern "C" {
void reduce_add_scalar(int32_t *restrict in, int32_t *restrict out,
                       int32_t input_size) {
  event0();
  uint32_t sum = 0; // wraps
  for (int32_t i = 0; i < input_size; i++)
    sum += uint32_t(in[i]);
  *out = int32_t(sum);
  event1();
}

void reduce_add_vector(int32_t *restrict in, int32_t *restrict out,
                       int32_t input_size) {
  constexpr int lanes = 16;
  event0();
  auto sum = aie::zeros<int32_t, lanes>();
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i < input_size; i += lanes)
    sum = aie::add(sum, aie::load_v<lanes>(in + i));
  *out = aie::reduce_add(sum);
  event1();
}
}
