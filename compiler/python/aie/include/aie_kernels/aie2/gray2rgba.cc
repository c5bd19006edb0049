// gray2rgba.cc: each gray pixel y becomes the RGBA pixel (y, y, y, 255),
// 16 pixels at a time (the last 16 whole).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

static void gray2rgba(const uint8_t *restrict gray, uint8_t *restrict rgba,
                      int32_t pixels) {
  constexpr int lanes = 16;
  aie::vector<uint8_t, 4 * lanes> alpha = aie::zeros<uint8_t, 4 * lanes>();
  for (int i = 0; i < lanes; i++)
    alpha[4 * i + 3] = 255;
  for (int32_t i = 0; i < pixels; i += lanes) {
    aie::vector<uint8_t, 2 * lanes> y =
        aie::load_v<lanes>(gray + i).grow<2 * lanes>();
    auto [y2, unused2] = aie::interleave_zip(y, y, 1); // y0 y0 y1 y1 ...
    auto wide = y2.grow<4 * lanes>();
    auto [y4, unused4] = aie::interleave_zip(wide, wide, 1); // y0 x4 ...
    aie::store_v(rgba + 4 * i, aie::bit_or(y4, alpha));
  }
}

extern "C" {
void gray2rgbaLine(uint8_t *in, uint8_t *out, int32_t lineWidth) {
  gray2rgba(in, out, lineWidth);
}
void gray2rgbaTile(uint8_t *in, uint8_t *out, int32_t tileHeight,
                   int32_t tileWidth) {
  gray2rgba(in, out, tileHeight * tileWidth);
}
}
