// bitwiseOR.cc: out = in1 | in2, element-wise, on a line or a tile
// of BIT_WIDTH-bit elements, one 512-bit vector at a time (the last vector
// whole).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"
#include "../bit_width.h"

template <typename T>
static void bitwise_or(const T *restrict in1, const T *restrict in2,
                       T *restrict out, int32_t n) {
  constexpr int lanes = 64 / sizeof(T);
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i < n; i += lanes)
    aie::store_v(out + i, aie::bit_or(aie::load_v<lanes>(in1 + i),
                                       aie::load_v<lanes>(in2 + i)));
}

extern "C" {
void bitwiseORLine(bit_width_t *in1, bit_width_t *in2, bit_width_t *out,
                   int32_t lineWidth) {
  bitwise_or(in1, in2, out, lineWidth);
}
void bitwiseORTile(bit_width_t *in1, bit_width_t *in2, bit_width_t *out,
                   int32_t tileHeight, int32_t tileWidth) {
  bitwise_or(in1, in2, out, tileHeight * tileWidth);
}
}
