// An external AIE kernel in plain C: out[i] = in[i] + 5.
#include <stdint.h>

void add_five(int32_t *in, int32_t *out, int32_t n) {
  for (int32_t i = 0; i < n; i++)
    out[i] = in[i] + 5;
}
