// rgba_channels.h: the red, green and blue channels of 32 RGBA pixels
// (128 bytes) as three 32-lane vectors.
#ifndef AIE_KERNELS_RGBA_CHANNELS_H
#define AIE_KERNELS_RGBA_CHANNELS_H

#include <aie_api/aie.hpp>

struct rgb32 {
  aie::vector<uint8_t, 32> r, g, b;
};

static inline rgb32 rgba_channels(const uint8_t *rgba) {
  auto lo = aie::concat(aie::load_v<32>(rgba), aie::load_v<32>(rgba + 32));
  auto hi = aie::concat(aie::load_v<32>(rgba + 64), aie::load_v<32>(rgba + 96));
  // Pairs (r, g) of every pixel to one side, (b, a) to the other.
  auto [rg, ba] = aie::interleave_unzip(lo, hi, 2);
  return {aie::filter_even(rg, 1), aie::filter_odd(rg, 1),
          aie::filter_even(ba, 1)};
}

#endif
