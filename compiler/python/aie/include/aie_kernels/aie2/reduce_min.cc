// reduce_min.cc: *out = the least of in[0, input_size) (INT32_MAX when
// empty). The vector path takes 16-lane vectors (input_size a multiple of
// 16), then the least lane.
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

extern "C" {
void reduce_min_scalar(int32_t *restrict in, int32_t *restrict out,
                       int32_t input_size) {
  event0();
  int32_t least = INT32_MAX;
  for (int32_t i = 0; i < input_size; i++)
    least = in[i] < least ? in[i] : least;
  *out = least;
  event1();
}

void reduce_min_vector(int32_t *restrict in, int32_t *restrict out,
                       int32_t input_size) {
  constexpr int lanes = 16;
  event0();
  auto least = aie::broadcast<int32_t, lanes>(INT32_MAX);
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i < input_size; i += lanes)
    least = aie::min(least, aie::load_v<lanes>(in + i));
  *out = aie::reduce_min(least);
  event1();
}
}
