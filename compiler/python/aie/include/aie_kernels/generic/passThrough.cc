// passThrough.cc: copies a line or a tile of BIT_WIDTH-bit elements, one
// 512-bit vector at a time (the last vector is copied whole).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"
#include "../bit_width.h"

template <typename T>
static void pass_through(const T *restrict in, T *restrict out, int32_t n) {
  constexpr int lanes = 64 / sizeof(T);
  event0();
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i < n; i += lanes)
    aie::store_v(out + i, aie::load_v<lanes>(in + i));
  event1();
}

extern "C" {
void passThroughLine(bit_width_t *in, bit_width_t *out, int32_t lineWidth) {
  pass_through(in, out, lineWidth);
}
void passThroughTile(bit_width_t *in, bit_width_t *out, int32_t tileHeight,
                     int32_t tileWidth) {
  pass_through(in, out, tileHeight * tileWidth);
}
}
