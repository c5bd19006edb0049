// bn_conv2dk3.cc: conv2dk3_stride2_i8, a 3x3 convolution with stride 2 of
// mlir-aie's MobileNet bottleneck designs (conv.h layouts), scalar: output
// pixel x (of input_width / 2) sums input pixels 2x - 1 .. 2x + 1 (zero
// left of the line) of int8 lines by int8 weights, for the output channels
// from channel_offset on of the weights'; each output is the sum >> scale
// rounded to nearest, ties to even, clamped to 0..255.
#include "../../conv.h"

extern "C" void conv2dk3_stride2_i8(int8_t *line0, int8_t *line1, int8_t *line2,
                                    int8_t *wts, uint8_t *output,
                                    const int32_t input_width,
                                    const int32_t input_channels,
                                    const int32_t output_channels,
                                    const int32_t kernel_width,
                                    const int32_t kernel_height, const int32_t check,
                                    const int scale, const int channel_offset) {
  event0();
  const int8_t *lines[3] = {line0, line1, line2};
  const int32_t blocks = input_channels / 8, output_width = input_width / 2;
  for (int32_t o = 0; o < output_channels / 8; o++) {
    const int8_t *w_o = wts + (o + channel_offset / 8) * blocks * 9 * 64;
    for (int32_t x = 0; x < output_width; x++)
      for (int oc8 = 0; oc8 < 8; oc8++) {
        int64_t sum = 0;
        for (int ky = conv::first_row(check); ky < conv::last_row(check); ky++)
          for (int kx = 0; kx < 3; kx++) {
            int32_t at = 2 * x - 1 + kx;
            if (at < 0)
              continue;
            for (int32_t b = 0; b < blocks; b++)
              for (int i = 0; i < 8; i++)
                sum += int64_t(lines[ky][(b * input_width + at) * 8 + i]) *
                       w_o[((b * 3 + ky) * 3 + kx) * 64 + i * 8 + oc8];
          }
        output[(o * output_width + x) * 8 + oc8] =
            uint8_t(conv::clamp(conv::round_even(sum, scale), 0, 255));
      }
  }
  event1();
}
