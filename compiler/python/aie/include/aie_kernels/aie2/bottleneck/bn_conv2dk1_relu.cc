// bn_conv2dk1_relu.cc: the 1x1 convolutions with ReLU of mlir-aie's
// MobileNet bottleneck designs (conv.h layouts), scalar. Each output is the
// sum >> scale rounded to nearest, ties to even, clamped to 0..255 (ReLU
// and saturation). By -D flag:
//   REGULAR (with INT8_ACT)  conv2dk1_relu_i8_ui8: int8 line -> uint8 line.
//   CONV_XYPOOL_FUSED_LARGE_PADDED (INT8_ACT)
//     conv2dk1_xy_pool_fused_relu_large_padded_i8_ui8: one line of a 7 x 7
//     image into a global average pool: output[c] (uint16) adds this line's
//     outputs (starting from 0 on line y_index 0) for the output_channels /
//     output_split channels from (that / 8) * weight_index on; on the last
//     line (y_index == input_width - 1) it becomes the average (sum / 49 in
//     float, rounded as mlir-aie does: half to even when the first decimal
//     digit is 5, else half up); output[output_channels ..
//     output_channels_padd) is zeroed.
//   POSTL2_PAD (UINT16_ACT)  post_L2_conv2dk1_relu_i16_ui16_pad: uint16
//     line -> uint16 (0..255) line, the weights' input channels padded to
//     input_channels_pad.
//   BN13_1_PARTIAL_GET_I8_CAS_WIDTH_NEW, BN14_1_...
//     bn13_1_conv2dk1_i8_ui8_partial_width_get_new (bn14_1_...): the second
//     of two cores splitting the input channels of 7 pixels: its half
//     (channels input_channels / input_split .. twice that) of output
//     channel block `oc`, plus the partial sums the first core put on the
//     cascade, into output block oc + output_channels / (8 * output_split)
//     * weight_index.
#include "../../conv.h"

static constexpr int32_t umax = 255;

#if defined(REGULAR) && defined(INT8_ACT)
extern "C" void conv2dk1_relu_i8_ui8(int8_t *input, int8_t *kernels, uint8_t *output,
                                     const int32_t input_width,
                                     const int32_t input_channels,
                                     const int32_t output_channels, const int scale) {
  event0();
  const int32_t blocks = input_channels / 8;
  for (int32_t o = 0; o < output_channels / 8; o++)
    for (int32_t x = 0; x < input_width; x++)
      for (int oc8 = 0; oc8 < 8; oc8++) {
        int64_t sum = conv::dot_1x1(input, kernels + o * blocks * 64, input_width, blocks, x, oc8);
        output[(o * input_width + x) * 8 + oc8] =
            uint8_t(conv::clamp(conv::round_even(sum, scale), 0, umax));
      }
  event1();
}
#endif

#if defined(CONV_XYPOOL_FUSED_LARGE_PADDED) && defined(INT8_ACT)
// mlir-aie's rounding of the pooled average.
static uint16_t rounded_average(uint32_t sum) {
  float avg = sum / 49.0f;
  if (int(avg * 10) % 10 == 5)
    return uint16_t(int(avg) % 2 == 0 ? int(avg) : int(avg) + 1);
  return uint16_t(int(avg + 0.5f));
}

extern "C" void conv2dk1_xy_pool_fused_relu_large_padded_i8_ui8(
    int8_t *input, int8_t *kernels, uint16_t *output, const int32_t input_width,
    const int32_t input_channels, const int32_t output_channels,
    const int32_t output_channels_padd, const int scale, const int y_index,
    int32_t output_split, int32_t weight_index) {
  const int32_t blocks = input_channels / 8;
  const int32_t oc_tile = output_channels / output_split;
  const int32_t oc_offset = oc_tile / 8 * weight_index;
  for (int32_t o = 0; o < oc_tile / 8; o++)
    for (int oc8 = 0; oc8 < 8; oc8++) {
      uint16_t &out = output[(oc_offset + o) * 8 + oc8];
      uint32_t pooled = y_index != 0 ? out : 0;
      for (int32_t x = 0; x < input_width; x++) {
        int64_t sum = conv::dot_1x1(input, kernels + o * blocks * 64, input_width, blocks, x, oc8);
        pooled += uint32_t(conv::clamp(conv::round_even(sum, scale), 0, umax));
      }
      out = y_index == input_width - 1 ? rounded_average(pooled) : uint16_t(pooled);
    }
  for (int32_t c = output_channels; c < output_channels_padd; c++)
    output[c] = 0;
}
#endif

#if defined(POSTL2_PAD) && defined(UINT16_ACT)
extern "C" void post_L2_conv2dk1_relu_i16_ui16_pad(
    uint16_t *input, int8_t *kernels, uint16_t *output, const int32_t input_width,
    const int32_t input_channels, const int32_t input_channels_pad,
    const int32_t output_channels, const int scale) {
  event0();
  for (int32_t o = 0; o < output_channels / 8; o++)
    for (int32_t x = 0; x < input_width; x++)
      for (int oc8 = 0; oc8 < 8; oc8++) {
        int64_t sum = conv::dot_1x1(input, kernels + o * (input_channels_pad / 8) * 64,
                                    input_width, input_channels / 8, x, oc8);
        output[(o * input_width + x) * 8 + oc8] =
            uint16_t(conv::clamp(conv::round_even(sum, scale), 0, umax));
      }
  event1();
}
#endif

#if defined(BN13_1_PARTIAL_GET_I8_CAS_WIDTH_NEW) || defined(BN14_1_PARTIAL_GET_I8_CAS_WIDTH_NEW)
static void partial_width_get(const int8_t *input, const int8_t *kernels,
                              uint8_t *output, int32_t input_width,
                              int32_t input_channels, int32_t output_channels,
                              int scale, int32_t input_split, int32_t output_split,
                              int32_t weight_index, int32_t oc) {
  constexpr int pixels = 7;
  event0();
  const int32_t chunk = input_channels / input_split / 8; // blocks per core
  const int8_t *w = kernels + oc * chunk * 64;
  const int32_t out_block = oc + output_channels / (8 * output_split) * weight_index;
  for (int x = 0; x < pixels; x++) {
    v16int32 partial = undef_v16int32();
    for (int oc8 = 0; oc8 < 8; oc8++)
      partial = upd_elem(partial, oc8,
                         int32_t(conv::dot_1x1(input + chunk * input_width * 8, w,
                                               input_width, chunk, x, oc8)));
    v16int32 other = lsrs(get_scd_v16acc64(), 0, 0);
    for (int oc8 = 0; oc8 < 8; oc8++) {
      int32_t sum = ext_elem(partial, oc8) + ext_elem(other, oc8);
      output[(out_block * input_width + x) * 8 + oc8] =
          uint8_t(conv::clamp(conv::round_even(sum, scale), 0, umax));
    }
  }
  event1();
}
#endif

#ifdef BN13_1_PARTIAL_GET_I8_CAS_WIDTH_NEW
extern "C" void bn13_1_conv2dk1_i8_ui8_partial_width_get_new(
    int8_t *input, int8_t *kernels, uint8_t *output, const int32_t input_width,
    const int32_t input_channels, const int32_t output_channels, const int scale,
    int32_t input_split, int32_t output_split, int32_t weight_index,
    int32_t x_start, int32_t oc) {
  partial_width_get(input, kernels, output, input_width, input_channels,
                    output_channels, scale, input_split, output_split, weight_index, oc);
}
#endif
#ifdef BN14_1_PARTIAL_GET_I8_CAS_WIDTH_NEW
extern "C" void bn14_1_conv2dk1_i8_ui8_partial_width_get_new(
    int8_t *input, int8_t *kernels, uint8_t *output, const int32_t input_width,
    const int32_t input_channels, const int32_t output_channels, const int scale,
    int32_t input_split, int32_t output_split, int32_t weight_index,
    int32_t x_start, int32_t oc) {
  partial_width_get(input, kernels, output, input_width, input_channels,
                    output_channels, scale, input_split, output_split, weight_index, oc);
}
#endif
