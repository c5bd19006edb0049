// bn_conv2dk1_skip.cc: 1x1 convolutions with a residual add of mlir-aie's
// MobileNet bottleneck designs (conv.h layouts), scalar, uint8 line in and
// int8 line out: conv = sum >> scale, then (conv + skip) >> skip_scale
// (unshifted for skip_scale 0), each rounded to nearest, ties to even, and
// saturated to -128..127. By -D flag:
//   REGULAR  conv2dk1_skip_ui8_ui8_i8 (with UNSIGNED_SKIP: a uint8 skip
//     line) or conv2dk1_skip_ui8_i8_i8 (an int8 skip line).
//   BN13_1_INPUT_SPLIT_PARTIAL_GET_UI8_I8_I8_CAS_WIDTH_NEW, BN14_1_...
//     bn_13_2_conv2dk1_ui8_i8_i8_scalar_input_split_partial_width_get_new
//     (bn_14_2_...): the second of two cores each holding part of the input
//     channels (its first input_channels / input_split) of 7 pixels: its
//     sums for output channel block `oc`, plus the partial sums the first
//     core put on the cascade, into (and with the skip of) output block oc
//     + output_channels / (8 * output_split) * weight_index.
#include "../../conv.h"

static int8_t add_skip(int64_t sum, int scale, int32_t skip, int skip_scale) {
  int64_t with_skip = conv::clamp(conv::round_even(sum, scale), -128, 127) + skip;
  if (skip_scale > 0)
    with_skip = conv::round_even(with_skip, skip_scale);
  return int8_t(conv::clamp(with_skip, -128, 127));
}

#ifdef REGULAR
#ifdef UNSIGNED_SKIP
using skip_t = uint8_t;
#define CONV2DK1_SKIP conv2dk1_skip_ui8_ui8_i8
#else
using skip_t = int8_t;
#define CONV2DK1_SKIP conv2dk1_skip_ui8_i8_i8
#endif
extern "C" void CONV2DK1_SKIP(uint8_t *input0, int8_t *kernels, int8_t *output,
                              skip_t *skip, const int32_t input_width,
                              const int32_t input_channels,
                              const int32_t output_channels, const int scale,
                              const int skip_scale) {
  event0();
  const int32_t blocks = input_channels / 8;
  for (int32_t o = 0; o < output_channels / 8; o++)
    for (int32_t x = 0; x < input_width; x++)
      for (int oc8 = 0; oc8 < 8; oc8++) {
        const int32_t at = (o * input_width + x) * 8 + oc8;
        int64_t sum = conv::dot_1x1(input0, kernels + o * blocks * 64, input_width, blocks, x, oc8);
        output[at] = add_skip(sum, scale, skip[at], skip_scale);
      }
  event1();
}
#endif

#if defined(BN13_1_INPUT_SPLIT_PARTIAL_GET_UI8_I8_I8_CAS_WIDTH_NEW) ||           \
    defined(BN14_1_INPUT_SPLIT_PARTIAL_GET_UI8_I8_I8_CAS_WIDTH_NEW)
static void input_split_get(const uint8_t *input, const int8_t *kernels,
                            int8_t *output, const int8_t *skip, int32_t input_width,
                            int32_t input_channels, int32_t output_channels,
                            int scale, int skip_scale, int32_t input_split,
                            int32_t output_split, int32_t weight_index, int32_t oc) {
  constexpr int pixels = 7;
  event0();
  const int32_t chunk = input_channels / input_split / 8; // blocks per core
  const int8_t *w = kernels + oc * chunk * 64;
  const int32_t out_block = oc + output_channels / (8 * output_split) * weight_index;
  for (int x = 0; x < pixels; x++) {
    v16int32 partial = undef_v16int32();
    for (int oc8 = 0; oc8 < 8; oc8++)
      partial = upd_elem(partial, oc8,
                         int32_t(conv::dot_1x1(input, w, input_width, chunk, x, oc8)));
    v16int32 other = lsrs(get_scd_v16acc64(), 0, 0);
    for (int oc8 = 0; oc8 < 8; oc8++) {
      const int32_t at = (out_block * input_width + x) * 8 + oc8;
      int32_t sum = ext_elem(partial, oc8) + ext_elem(other, oc8);
      output[at] = add_skip(sum, scale, skip[at], skip_scale);
    }
  }
  event1();
}

#define INPUT_SPLIT_GET(name)                                                  \
  extern "C" void name(uint8_t *input, int8_t *kernels, int8_t *output,        \
                       int8_t *skip, const int32_t input_width,                \
                       const int32_t input_channels,                           \
                       const int32_t output_channels, const int scale,         \
                       const int skip_scale, const int32_t input_split,        \
                       int32_t output_split, const int32_t weight_index,       \
                       const int32_t x_start, const int32_t oc) {              \
    input_split_get(input, kernels, output, skip, input_width, input_channels, \
                    output_channels, scale, skip_scale, input_split,           \
                    output_split, weight_index, oc);                           \
  }
#ifdef BN13_1_INPUT_SPLIT_PARTIAL_GET_UI8_I8_I8_CAS_WIDTH_NEW
INPUT_SPLIT_GET(bn_13_2_conv2dk1_ui8_i8_i8_scalar_input_split_partial_width_get_new)
#endif
#ifdef BN14_1_INPUT_SPLIT_PARTIAL_GET_UI8_I8_I8_CAS_WIDTH_NEW
INPUT_SPLIT_GET(bn_14_2_conv2dk1_ui8_i8_i8_scalar_input_split_partial_width_get_new)
#endif
#endif
