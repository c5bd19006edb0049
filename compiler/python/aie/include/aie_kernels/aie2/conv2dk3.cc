// conv2dk3.cc: a 3x3 convolution producing one line (conv.h layouts), int8
// (-DINT8_ACT, conv2dk3_i8) or uint8 (conv2dk3_ui8) activations by int8
// weights into uint8, zeros beyond the image's edges. The output channels
// are those from channel_offset on of the weights' (a worker's slice); each
// output is sum >> scale rounded half up, saturated to 0..255 (the kernel
// sets the core's modes), 4 pixels by 8 channels at a time (input_width a
// multiple of 4).
#include "../conv.h"

template <typename TA>
static void conv2dk3(const TA *line0, const TA *line1, const TA *line2,
                     const int8_t *wts, uint8_t *output, int32_t input_width,
                     int32_t input_channels, int32_t output_channels,
                     int32_t check, int scale, int32_t channel_offset) {
  event0();
  aie::set_saturation(aie::saturation_mode::saturate);
  aie::set_rounding(aie::rounding_mode::positive_inf);
  const TA *lines[3] = {line0, line1, line2};
  const int32_t blocks = input_channels / 8;
  const auto zero = aie::zeros<TA, 32>();
  for (int32_t o = 0; o < output_channels / 8; o++) {
    const int8_t *w_o = wts + (o + channel_offset / 8) * blocks * 9 * 64;
    for (int32_t x = 0; x < input_width; x += 4) {
      conv::mmul_t<4, TA> acc(aie::zeros<acc32, 32>());
      for (int ky = conv::first_row(check); ky < conv::last_row(check); ky++)
        for (int32_t b = 0; b < blocks; b++) {
          const TA *row = lines[ky] + b * input_width * 8;
          // Pixels x-1.., x.. and x+1.. (four each, 8 channels a pixel).
          auto here = aie::load_v<32>(row + x * 8);
          auto before = x > 0 ? aie::load_v<32>(row + (x - 4) * 8) : zero;
          auto after = x + 4 < input_width ? aie::load_v<32>(row + (x + 4) * 8) : zero;
          auto left = aie::shuffle_down(aie::concat(before, here), 24).template extract<32>(0);
          auto right = aie::shuffle_down(aie::concat(here, after), 8).template extract<32>(0);
          const int8_t *w = w_o + (b * 9 + ky * 3) * 64;
          acc.mac(left, aie::load_v<64>(w));
          acc.mac(here, aie::load_v<64>(w + 64));
          acc.mac(right, aie::load_v<64>(w + 128));
        }
      aie::store_v(output + (o * input_width + x) * 8, acc.template to_vector<uint8_t>(scale));
    }
  }
  event1();
}

extern "C" {
#ifdef INT8_ACT
void conv2dk3_i8(int8_t *line0, int8_t *line1, int8_t *line2, int8_t *wts,
                 uint8_t *output, const int32_t input_width,
                 const int32_t input_channels, const int32_t output_channels,
                 const int32_t kernel_width, const int32_t kernel_height,
                 const int32_t check, const int scale, const int channel_offset) {
  conv2dk3(line0, line1, line2, wts, output, input_width, input_channels,
           output_channels, check, scale, channel_offset);
}
#else
void conv2dk3_ui8(uint8_t *line0, uint8_t *line1, uint8_t *line2, int8_t *wts,
                  uint8_t *output, const int32_t input_width,
                  const int32_t input_channels, const int32_t output_channels,
                  const int32_t kernel_width, const int32_t kernel_height,
                  const int32_t check, const int scale, const int channel_offset) {
  conv2dk3(line0, line1, line2, wts, output, input_width, input_channels,
           output_channels, check, scale, channel_offset);
}
#endif
}
