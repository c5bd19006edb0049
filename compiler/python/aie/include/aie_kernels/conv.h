// conv.h: what the convolution kernels share (aie2/conv2dk*.cc,
// aie*/conv2dk1_i8.cc, aie2/bottleneck/*.cc).
//
// mlir-aie's ResNet and MobileNet designs keep lines of pixels channel-
// blocked, eight channels to a block:
//   activations   [c / 8][x][8]
//   1x1 weights   [oc / 8][ic / 8][8 ic][8 oc]
//   3x3 weights   [oc / 8][ic / 8][ky][kx][8 ic][8 oc]
//   depthwise     [c / 8][ky][kx][8]
// A 3x3 line kernel gets the three input lines of one output line; `check`
// says which is missing at the image's top (0: line 0) or bottom (2:
// line 2) edge, 1 in the middle; the left and right edges are zeros.
#ifndef AIE_KERNELS_CONV_H
#define AIE_KERNELS_CONV_H

#include <aie_api/aie.hpp>

#include "aie_kernel_utils.h"

namespace conv {

enum region { top = 0, middle = 1, bottom = 2 };

// The rows of a 3x3 kernel an output line gets: [first, last).
inline int first_row(int32_t check) { return check == top ? 1 : 0; }
inline int last_row(int32_t check) { return check == bottom ? 2 : 3; }

// sum / 2^shift to nearest, ties to even (shift > 0).
inline int64_t round_even(int64_t sum, int shift) {
  return (sum + (int64_t(1) << (shift - 1)) - 1 + ((sum >> shift) & 1)) >> shift;
}

inline int32_t clamp(int64_t v, int32_t lo, int32_t hi) {
  return int32_t(v < lo ? lo : v > hi ? hi : v);
}

// Scalar 1x1: sum over the input channel blocks [0, blocks) of `in` at pixel x
// of in * w for output channel oc8 of the weights at `w` (block after block).
template <typename TA>
int64_t dot_1x1(const TA *in, const int8_t *w, int32_t width, int32_t blocks,
                int32_t x, int oc8) {
  int64_t sum = 0;
  for (int32_t b = 0; b < blocks; b++)
    for (int i = 0; i < 8; i++)
      sum += int64_t(in[(b * width + x) * 8 + i]) * w[b * 64 + i * 8 + oc8];
  return sum;
}

// Vectorized 1x1: M pixels from x by the 8 output channels of `w`.
template <unsigned M, typename TA> using mmul_t = aie::mmul<M, 8, 8, TA, int8_t>;

template <unsigned M, typename TA>
void mac_1x1(mmul_t<M, TA> &acc, const TA *in, const int8_t *w, int32_t width,
             int32_t blocks, int32_t x) {
  for (int32_t b = 0; b < blocks; b++)
    acc.mac(aie::load_v<M * 8>(in + (b * width + x) * 8), aie::load_v<64>(w + b * 64));
}

// A whole 1x1 convolution, vectorized M pixels at a time (width a multiple
// of M): out = to_vector<TO>(sum, scale) by the core's modes.
template <unsigned M, typename TA, typename TO>
void conv1x1_vector(const TA *in, const int8_t *wts, TO *out, int32_t width,
                    int32_t in_channels, int32_t out_channels, int scale) {
  const int32_t blocks = in_channels / 8;
  for (int32_t o = 0; o < out_channels / 8; o++)
    for (int32_t x = 0; x < width; x += M) {
      mmul_t<M, TA> acc(aie::zeros<acc32, M * 8>());
      mac_1x1<M>(acc, in, wts + o * blocks * 64, width, blocks, x);
      aie::store_v(out + (o * width + x) * 8, acc.template to_vector<TO>(scale));
    }
}

} // namespace conv

#endif
