// conv2dk1.cc: a 1x1 convolution of a line (conv.h layouts), int8
// (-DINT8_ACT, conv2dk1_i8) or uint8 (conv2dk1_ui8) activations by int8
// weights into uint8: each output is sum >> scale rounded half up,
// saturated to 0..255 (the kernel sets the core's modes), 4 pixels by 8
// channels at a time (input_width a multiple of 4).
#include "../conv.h"

template <typename TA>
static void conv2dk1(const TA *input, const int8_t *kernels, uint8_t *output,
                     int32_t input_width, int32_t input_channels,
                     int32_t output_channels, int scale) {
  event0();
  aie::set_saturation(aie::saturation_mode::saturate);
  aie::set_rounding(aie::rounding_mode::positive_inf);
  conv::conv1x1_vector<4>(input, kernels, output, input_width, input_channels,
                          output_channels, scale);
  event1();
}

extern "C" {
#ifdef INT8_ACT
void conv2dk1_i8(int8_t *input, int8_t *kernels, uint8_t *output,
                 const int32_t input_width, const int32_t input_channels,
                 const int32_t output_channels, const int scale) {
  conv2dk1(input, kernels, output, input_width, input_channels, output_channels, scale);
}
#else
void conv2dk1_ui8(uint8_t *input, int8_t *kernels, uint8_t *output,
                  const int32_t input_width, const int32_t input_channels,
                  const int32_t output_channels, const int scale) {
  conv2dk1(input, kernels, output, input_width, input_channels, output_channels, scale);
}
#endif
}
