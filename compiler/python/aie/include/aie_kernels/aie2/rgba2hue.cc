// rgba2hue.cc: the hue of RGBA pixels on a 0..255 circle (a sixth of the
// circle is 42.5), 0 for gray pixels.
//
// rgba2hueLine on AIE2 works on 32 pixels at a time (a line's last partial
// 32 is left out) in fixed point: with d = max - min of (r, g, b) and
// inv = floor(43520 / d) (85 / d in Q7.9, from a 256-entry table; 43520
// for d = 0), the hue is (base + (x - y) * inv) >> 10 under the core's
// rounding and saturation modes, base = 1, 171 or 341 in Q7.9 and (x, y) =
// (g, b), (b, r) or (r, g) as max is r, g or b (g first, then r, when two
// channels are the maximum). On AIE2P, and in rgba2hueTile, each pixel
// takes the integer formula: h = 0, 170 or 340 plus 85 (x - y) / d
// (C division), then (h + 1) >> 1 (max tested r first, then g).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"
#include "rgba_channels.h"

static void rgba2hue_scalar(const uint8_t *rgba, uint8_t *hue, int32_t pixels) {
  for (int32_t i = 0; i < pixels; i++) {
    int r = rgba[4 * i], g = rgba[4 * i + 1], b = rgba[4 * i + 2];
    int lo = std::min(std::min(r, g), b), hi = std::max(std::max(r, g), b);
    int h;
    if (hi == 0 || hi == lo)
      h = 0;
    else if (hi == r)
      h = 85 * (g - b) / (hi - lo);
    else if (hi == g)
      h = 170 + 85 * (b - r) / (hi - lo);
    else
      h = 340 + 85 * (r - g) / (hi - lo);
    hue[i] = uint8_t((h + 1) >> 1);
  }
}

#if __AIE_ARCH__ == 20
// 85 / d in Q7.9 for d in 0..255, laid out for 4 parallel lookups (each
// bank of 8 entries twice).
struct inv85_table {
  alignas(aie::vector_decl_align) uint16_t entries[512];
};
static constexpr inv85_table make_inv85() {
  inv85_table t{};
  for (int d = 0; d < 256; d++) {
    uint16_t v = uint16_t(d ? 43520 / d : 43520);
    t.entries[(d / 8) * 16 + d % 8] = v;
    t.entries[(d / 8) * 16 + 8 + d % 8] = v;
  }
  return t;
}
static constexpr inv85_table inv85 = make_inv85();

static aie::vector<uint16_t, 32> inverse85(aie::vector<uint8_t, 32> d) {
  using table = aie::lut<4, uint16_t, uint16_t>;
  const table lut(256, inv85.entries, inv85.entries);
  aie::parallel_lookup<uint8_t, table, aie::lut_oor_policy::truncate> lookup(lut, 0);
  return aie::concat(lookup.fetch(d.extract<16>(0)), lookup.fetch(d.extract<16>(1)));
}

static void rgba2hue_vector(const uint8_t *restrict rgba, uint8_t *restrict hue,
                            int32_t pixels) {
  const auto zero = aie::zeros<uint8_t, 32>();
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i + 32 <= pixels; i += 32) {
    rgb32 c = rgba_channels(rgba + 4 * i);
    auto lo = aie::min(aie::min(c.r, c.g), c.b);
    auto hi = aie::max(aie::max(c.r, c.g), c.b);
    auto d = aie::sub(hi, lo);
    auto inv = inverse85(d);
    auto sector = [&](int16_t base, const aie::vector<uint8_t, 32> &x,
                      const aie::vector<uint8_t, 32> &y) {
      aie::accum<acc32, 32> h(aie::broadcast<int16_t, 32>(base), 9);
      h = aie::msc(aie::mac(h, x, inv), y, inv);
      return h.to_vector<uint8_t>(10);
    };
    auto h = aie::select(sector(341, c.r, c.g), sector(1, c.g, c.b), aie::eq(hi, c.r));
    h = aie::select(h, sector(171, c.b, c.r), aie::eq(hi, c.g));
    aie::store_v(hue + i, aie::select(h, zero, aie::eq(d, zero)));
  }
}
#endif

extern "C" {
void rgba2hueLine(uint8_t *in, uint8_t *out, int32_t lineWidth) {
#if __AIE_ARCH__ == 20
  rgba2hue_vector(in, out, lineWidth);
#else
  rgba2hue_scalar(in, out, lineWidth);
#endif
}
void rgba2hueTile(uint8_t *in, uint8_t *out, int32_t tileHeight,
                  int32_t tileWidth) {
  rgba2hue_scalar(in, out, tileHeight * tileWidth);
}
}
