// conv2dk1_i8.cc (aie2): a 1x1 convolution of a line (conv.h layouts), int8
// activations by int8 weights into int8: each output is sum >> scale
// rounded half away from zero, saturated to -128..127 (the kernel sets the
// core's modes), 4 pixels by 8 channels at a time (input_width a multiple
// of 4).
#include "../conv.h"

extern "C" void conv2dk1_i8(int8_t *input, int8_t *kernels, int8_t *output,
                            const int32_t input_width, const int32_t input_channels,
                            const int32_t output_channels, const int scale) {
  event0();
  aie::set_saturation(aie::saturation_mode::saturate);
  aie::set_rounding(aie::rounding_mode::symmetric_inf);
  conv::conv1x1_vector<4>(input, kernels, output, input_width, input_channels,
                           output_channels, scale);
  event1();
}
