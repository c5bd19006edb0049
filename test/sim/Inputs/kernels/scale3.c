/* A scalar kernel for aie-sim's host-kernel tests: out = 3 * in + bias,
   with event0/event1 (from aie-sim's stub header) marking the loop. */
#include <stdint.h>

void scale3(int32_t *in, int32_t *out, int32_t n, int32_t bias) {
  event0();
  for (int32_t i = 0; i < n; i++)
    out[i] = 3 * in[i] + bias;
  event1();
}
