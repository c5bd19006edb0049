// conv2dk1_skip.cc: a 1x1 convolution with a residual add (conv.h
// layouts): the uint8 input's channels come in two halves (input0, input1),
// the conv sum >> scale is saturated to int8, the skip line (int8 with
// -DINT8_ACT, conv2dk1_skip_i8; uint8 otherwise, conv2dk1_skip_ui8) added,
// and that sum >> skip_scale saturated to uint8, both shifts rounded half
// up (the kernel sets the core's modes); 4 pixels by 8 channels at a time
// (input_width a multiple of 4).
#include "../conv.h"

template <typename TS>
static void conv2dk1_skip(const uint8_t *input0, const uint8_t *input1,
                          const int8_t *kernels, uint8_t *output, const TS *skip,
                          int32_t input_width, int32_t input_channels,
                          int32_t output_channels, int scale, int skip_scale) {
  event0();
  aie::set_saturation(aie::saturation_mode::saturate);
  aie::set_rounding(aie::rounding_mode::positive_inf);
  const int32_t half = input_channels / 16; // blocks in each input
  for (int32_t o = 0; o < output_channels / 8; o++) {
    const int8_t *w = kernels + o * (input_channels / 8) * 64;
    for (int32_t x = 0; x < input_width; x += 4) {
      conv::mmul_t<4, uint8_t> acc(aie::zeros<acc32, 32>());
      conv::mac_1x1<4>(acc, input0, w, input_width, half, x);
      conv::mac_1x1<4>(acc, input1, w + half * 64, input_width, half, x);
      const int32_t at = (o * input_width + x) * 8;
      aie::accum<acc32, 32> sum(aie::load_v<32>(skip + at));
      sum = aie::add(sum, acc.template to_vector<int8_t>(scale));
      aie::store_v(output + at, sum.to_vector<uint8_t>(skip_scale));
    }
  }
  event1();
}

extern "C" {
#ifdef INT8_ACT
void conv2dk1_skip_i8(uint8_t *input0, uint8_t *input1, int8_t *kernels,
                      uint8_t *output, int8_t *skip, const int32_t input_width,
                      const int32_t input_channels, const int32_t output_channels,
                      const int scale, const int skip_scale) {
  conv2dk1_skip(input0, input1, kernels, output, skip, input_width, input_channels,
                output_channels, scale, skip_scale);
}
#else
void conv2dk1_skip_ui8(uint8_t *input0, uint8_t *input1, int8_t *kernels,
                       uint8_t *output, uint8_t *skip, const int32_t input_width,
                       const int32_t input_channels, const int32_t output_channels,
                       const int scale, const int skip_scale) {
  conv2dk1_skip(input0, input1, kernels, output, skip, input_width, input_channels,
                output_channels, scale, skip_scale);
}
#endif
}
