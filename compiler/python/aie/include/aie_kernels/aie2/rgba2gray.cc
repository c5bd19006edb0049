// rgba2gray.cc: Y = 0.299 R + 0.587 G + 0.114 B (BT.470) of RGBA pixels,
// 32 at a time (a line's last partial 32 is left out): the weights in
// Q1.15 (round(w * 2^15): 9798, 19235, 3736) and 2^14 added, the sum
// shifted right by 15 under the core's rounding and saturation modes.
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"
#include "rgba_channels.h"

static void rgba2gray(const uint8_t *restrict rgba, uint8_t *restrict gray,
                      int32_t pixels) {
  constexpr int shift = 15;
  const aie::vector<int16_t, 16> weights(int16_t(9798), int16_t(19235),
                                         int16_t(3736), int16_t(1 << (shift - 1)));
  const auto one = aie::broadcast<uint8_t, 32>(1);
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i + 32 <= pixels; i += 32) {
    rgb32 c = rgba_channels(rgba + 4 * i);
    aie::accum<acc32, 32> y = aie::accumulate<32>(weights, 0, c.r, c.g, c.b, one);
    aie::store_v(gray + i, y.to_vector<uint8_t>(shift));
  }
}

extern "C" {
void rgba2grayLine(uint8_t *in, uint8_t *out, int32_t lineWidth) {
  rgba2gray(in, out, lineWidth);
}
void rgba2grayTile(uint8_t *in, uint8_t *out, int32_t tileHeight,
                   int32_t tileWidth) {
  rgba2gray(in, out, tileHeight * tileWidth);
}
}
