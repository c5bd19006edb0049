// bn_conv2dk3_dw.cc: depthwise 3x3 convolutions with ReLU of mlir-aie's
// MobileNet bottleneck designs (conv.h layouts), scalar, uint8 lines by
// int8 weights into uint8: each channel of output pixel x sums its own
// channel of input pixels s x - 1 .. s x + 1 (s the stride; zeros beyond
// the line), the sum >> scale rounded to nearest, ties to even, clamped to
// 0..255. By -D flag:
//   REGULAR  conv2dk3_dw_stride2_relu_ui8_ui8 (with STRIDE2: input_width / 2
//     outputs) or conv2dk3_dw_stride1_relu_ui8_ui8.
//   BN13 or BN14 with STRIDE1_OUT_SPLIT  bn13_conv2dk3_ui8_out_split
//     (bn14_...): stride 1, the first half of the channels to output1, the
//     second to output2.
#include "../../conv.h"

// Channel c (block b, lane c8) of output pixel x, stride `stride`.
static uint8_t dw_pixel(const uint8_t *const lines[3], const int8_t *wts,
                        int32_t width, int32_t check, int scale, int stride,
                        int32_t b, int c8, int32_t x) {
  int64_t sum = 0;
  for (int ky = conv::first_row(check); ky < conv::last_row(check); ky++)
    for (int kx = 0; kx < 3; kx++) {
      int32_t at = stride * x - 1 + kx;
      if (at < 0 || at >= width)
        continue;
      sum += int64_t(lines[ky][(b * width + at) * 8 + c8]) * wts[(b * 9 + ky * 3 + kx) * 8 + c8];
    }
  return uint8_t(conv::clamp(conv::round_even(sum, scale), 0, 255));
}

[[maybe_unused]] static void depthwise(const uint8_t *line0, const uint8_t *line1,
                                       const uint8_t *line2, const int8_t *wts,
                                       uint8_t *output1, uint8_t *output2,
                                       int32_t input_width, int32_t channels,
                                       int32_t check, int scale, int stride) {
  event0();
  const uint8_t *lines[3] = {line0, line1, line2};
  const int32_t output_width = input_width / stride;
  // Blocks from `split` on go to output2.
  const int32_t split = output2 ? channels / 16 : channels / 8;
  for (int32_t b = 0; b < channels / 8; b++) {
    uint8_t *out = b < split ? output1 + b * output_width * 8
                             : output2 + (b - split) * output_width * 8;
    for (int32_t x = 0; x < output_width; x++)
      for (int c8 = 0; c8 < 8; c8++)
        out[x * 8 + c8] = dw_pixel(lines, wts, input_width, check, scale, stride, b, c8, x);
  }
  event1();
}

#define LINE_ARGS                                                              \
  uint8_t *line0, uint8_t *line1, uint8_t *line2, int8_t *wts
#define SIZE_ARGS                                                              \
  const int32_t input_width, const int32_t input_channels,                     \
      const int32_t output_channels, const int32_t kernel_width,               \
      const int32_t kernel_height, const int32_t check, const int scale,       \
      const int channel_offset

#ifdef REGULAR
#ifdef STRIDE2
extern "C" void conv2dk3_dw_stride2_relu_ui8_ui8(LINE_ARGS, uint8_t *output, SIZE_ARGS) {
  depthwise(line0, line1, line2, wts, output, nullptr, input_width, output_channels,
            check, scale, 2);
}
#else
extern "C" void conv2dk3_dw_stride1_relu_ui8_ui8(LINE_ARGS, uint8_t *output, SIZE_ARGS) {
  depthwise(line0, line1, line2, wts, output, nullptr, input_width, output_channels,
            check, scale, 1);
}
#endif
#endif

#ifdef STRIDE1_OUT_SPLIT
#define OUT_SPLIT(name)                                                        \
  extern "C" void name(LINE_ARGS, uint8_t *output1, uint8_t *output2, SIZE_ARGS) { \
    depthwise(line0, line1, line2, wts, output1, output2, input_width,         \
              output_channels, check, scale, 1);                               \
  }
#ifdef BN13
OUT_SPLIT(bn13_conv2dk3_ui8_out_split)
#endif
#ifdef BN14
OUT_SPLIT(bn14_conv2dk3_ui8_out_split)
#endif
#endif
