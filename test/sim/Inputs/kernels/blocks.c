/* Kernels over a buffer of two v8bfp16ebs8 blocks (9 bytes each: eight
 * 8-bit mantissas and their shared exponent), as bytes: fill_blocks writes
 * 1, 2, ..., 18; sum_blocks adds them up into out[0] and counts them into
 * out[1]. */
#include <stdint.h>

void fill_blocks(uint8_t *blocks) {
  for (int i = 0; i < 18; i++)
    blocks[i] = (uint8_t)(i + 1);
}

void sum_blocks(const uint8_t *blocks, int32_t *out) {
  out[0] = 0;
  out[1] = 0;
  for (int i = 0; i < 18; i++) {
    out[0] += blocks[i];
    out[1] += 1;
  }
}
