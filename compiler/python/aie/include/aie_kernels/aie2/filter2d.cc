// filter2d.cc: a 3x3 filter over three lines of 8-bit pixels, 32 output
// pixels at a time (lineWidth a multiple of 32, at least 64).
//
// The int16 coefficients (Q4.12) are taken as int8 (>> 8, Q4.4); each
// output is sum(k[r][c] * line_r[x + c - 1]) >> 4, under the core's rounding
// mode, saturated to 0..255 (the kernel sets the core to saturate). The
// line ends are extended by repeating the end pixels. As mlir-aie's kernel
// does, the left neighbour of the first pixel of each 32-pixel chunk from
// the third on is the pixel two before it (x - 2), not x - 1.
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

namespace {
constexpr int lanes = 32, points = 8;
using mul_ops = aie::sliding_mul_xy_ops<lanes, points, 1, 1, int8_t, uint8_t>;
using window = aie::vector<uint8_t, 2 * lanes>;

// The 64 pixels from `line` on, moved up a lane: lane 0 is `left`.
window from(const uint8_t *line, uint8_t left) {
  window w = aie::concat(aie::load_v<lanes>(line), aie::load_v<lanes>(line + lanes));
  return aie::shuffle_up_fill(w, aie::broadcast<uint8_t, 2 * lanes>(left), 1);
}

// The last 32 pixels from `line` on and the last one 32 times more, moved
// up a lane: lane 0 is `left`.
window last(const uint8_t *line, uint8_t left) {
  window w = aie::concat(aie::zeros<uint8_t, lanes>(), aie::load_v<lanes>(line));
  w = aie::shuffle_down_replicate(w, lanes);
  return aie::shuffle_up_fill(w, aie::broadcast<uint8_t, 2 * lanes>(left), 1);
}
} // namespace

extern "C" void filter2dLine(uint8_t *lineIn0, uint8_t *lineIn1,
                             uint8_t *lineIn2, uint8_t *out, int32_t lineWidth,
                             int16_t *filterKernel) {
  set_sat();
  aie::vector<int8_t, 4 * points> k = aie::zeros<int8_t, 4 * points>();
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < 3; c++)
      k[r * points + c] = int8_t(filterKernel[3 * r + c] >> 8);
  const uint8_t *lines[3] = {lineIn0, lineIn1, lineIn2};
  auto store = [&](const window (&w)[3], int32_t x) {
    auto acc = mul_ops::mul(k, 0, w[0], 0);
    acc = mul_ops::mac(acc, k, points, w[1], 0);
    acc = mul_ops::mac(acc, k, 2 * points, w[2], 0);
    aie::store_v(out + x, acc.to_vector<uint8_t>(4));
  };
  // The left neighbour each line carries into the next chunk.
  uint8_t left[3];
  window w[3];
  for (int r = 0; r < 3; r++) {
    w[r] = from(lines[r], lines[r][0]);
    left[r] = lines[r][lanes - 1];
  }
  store(w, 0);
  int32_t x = lanes;
  for (; x + lanes < lineWidth; x += lanes) {
    for (int r = 0; r < 3; r++) {
      w[r] = from(lines[r] + x, left[r]);
      left[r] = w[r][lanes - 1];
    }
    store(w, x);
  }
  for (int r = 0; r < 3; r++)
    w[r] = last(lines[r] + x, left[r]);
  store(w, x);
}
