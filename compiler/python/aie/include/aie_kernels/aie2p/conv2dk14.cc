// conv2dk14.cc (AIE2P): a kernel_width x kernel_width convolution with
// stride kernel_width (a patch embedding) of RGBA uint8 pixels by int8
// weights into int8. The input_width / kernel_width patches of a row of
// patches come in groups of 8: input [group][pixel pair p][patch 8][2
// pixels][4 channels], weights [oc / 8][p][2 pixels][4 channels][8 oc],
// output [oc / 8][group][patch 8][8 oc]; each output is sum >> scale
// rounded half away from zero, saturated to -128..127 (the kernel sets the
// core's modes).
#include "../conv.h"

extern "C" void conv2dk14_i8(uint8_t *input, int8_t *kernels, int8_t *output,
                             const int32_t input_width, const int32_t input_channels,
                             const int32_t output_channels,
                             const int32_t kernel_width, const int scale) {
  using MMUL = aie::mmul<8, 8, 8, uint8_t, int8_t>;
  event0();
  aie::set_saturation(aie::saturation_mode::saturate);
  aie::set_rounding(aie::rounding_mode::symmetric_inf);
  const int32_t groups = input_width / kernel_width / 8;
  const int32_t pairs = kernel_width * kernel_width / 2;
  for (int32_t o = 0; o < output_channels / 8; o++)
    for (int32_t g = 0; g < groups; g++) {
      MMUL acc(aie::zeros<acc32, 64>());
      AIE_PREPARE_FOR_PIPELINING
      for (int32_t p = 0; p < pairs; p++)
        acc.mac(aie::load_v<64>(input + (g * pairs + p) * 64),
                aie::load_v<64>(kernels + (o * pairs + p) * 64));
      aie::store_v(output + (o * groups + g) * 64, acc.to_vector<int8_t>(scale));
    }
  event1();
}
