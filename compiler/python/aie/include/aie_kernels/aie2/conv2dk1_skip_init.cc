// conv2dk1_skip_init.cc: a 1x1 convolution with a projected residual
// (conv.h layouts): the uint8 input's channels come in two halves (input0,
// input1) and give conv = (sum >> scale) saturated to int8; the skip line
// (int8 with -DINT8_ACT, conv2dk1_skip_init_i8; uint8 otherwise,
// conv2dk1_skip_init_ui8; input_channels_skip channels) goes through its
// own 1x1 convolution, whose weights follow the main ones
// (output_channels * input_channels in), giving proj = (sum >>
// scale_skip_conv) saturated to int8; the output is (conv + proj) >>
// skip_scale saturated to uint8. Every shift rounds half up (the kernel
// sets the core's modes); 4 pixels by 8 channels at a time (input_width a
// multiple of 4).
#include "../conv.h"

template <typename TS>
static void conv2dk1_skip_init(const uint8_t *input0, const uint8_t *input1,
                               const int8_t *kernels, uint8_t *output,
                               const TS *skip, int32_t input_width,
                               int32_t input_channels, int32_t output_channels,
                               int32_t input_channels_skip, int scale,
                               int skip_scale, int scale_skip_conv) {
  event0();
  aie::set_saturation(aie::saturation_mode::saturate);
  aie::set_rounding(aie::rounding_mode::positive_inf);
  const int32_t half = input_channels / 16, skip_blocks = input_channels_skip / 8;
  const int8_t *kernels_skip = kernels + output_channels * input_channels;
  for (int32_t o = 0; o < output_channels / 8; o++) {
    const int8_t *w = kernels + o * (input_channels / 8) * 64;
    const int8_t *w_skip = kernels_skip + o * skip_blocks * 64;
    for (int32_t x = 0; x < input_width; x += 4) {
      conv::mmul_t<4, uint8_t> acc(aie::zeros<acc32, 32>());
      conv::mac_1x1<4>(acc, input0, w, input_width, half, x);
      conv::mac_1x1<4>(acc, input1, w + half * 64, input_width, half, x);
      conv::mmul_t<4, TS> proj(aie::zeros<acc32, 32>());
      conv::mac_1x1<4>(proj, skip, w_skip, input_width, skip_blocks, x);
      aie::accum<acc32, 32> sum(acc.template to_vector<int8_t>(scale));
      sum = aie::add(sum, proj.template to_vector<int8_t>(scale_skip_conv));
      aie::store_v(output + (o * input_width + x) * 8, sum.to_vector<uint8_t>(skip_scale));
    }
  }
  event1();
}

extern "C" {
#ifdef INT8_ACT
void conv2dk1_skip_init_i8(uint8_t *input0, uint8_t *input1, int8_t *kernels,
                           uint8_t *output, int8_t *skip, const int32_t input_width,
                           const int32_t input_channels, const int32_t output_channels,
                           const int32_t input_channels_skip, const int scale,
                           const int skip_scale, const int scale_skip_conv) {
  conv2dk1_skip_init(input0, input1, kernels, output, skip, input_width, input_channels,
                     output_channels, input_channels_skip, scale, skip_scale,
                     scale_skip_conv);
}
#else
void conv2dk1_skip_init_ui8(uint8_t *input0, uint8_t *input1, int8_t *kernels,
                            uint8_t *output, uint8_t *skip, const int32_t input_width,
                            const int32_t input_channels, const int32_t output_channels,
                            const int32_t input_channels_skip, const int scale,
                            const int skip_scale, const int scale_skip_conv) {
  conv2dk1_skip_init(input0, input1, kernels, output, skip, input_width, input_channels,
                     output_channels, input_channels_skip, scale, skip_scale,
                     scale_skip_conv);
}
#endif
}
