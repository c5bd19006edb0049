// bn_conv2dk1_i8.cc: 1x1 convolutions of mlir-aie's MobileNet bottleneck
// designs into int8 or onto the cascade (conv.h layouts), scalar. By -D
// flag:
//   REGULAR  conv2dk1_ui8_i8: uint8 line -> int8 line, each output the sum
//     >> scale rounded to nearest, ties to even, saturated to -128..127.
//   BN13_1_PARTIAL_PUT_I8_CAS_WIDTH_NEW, BN14_1_...
//     bn13_1_conv2dk1_i8_ui8_partial_width_put_new (bn14_1_...): the first
//     of two cores splitting the input channels of 7 pixels of an int8
//     line: the sums of its part (the first input_channels / input_split)
//     for output channel block `oc`, put on the cascade pixel by pixel as
//     lanes 0..7 of a 16-lane acc64.
//   BN13_1_INPUT_SPLIT_PARTIAL_PUT_UI8_UI8_CAS_WIDTH_NEW, BN14_1_...
//     bn13_1_conv2dk1_ui8_ui8_input_split_partial_width_put_new (bn14_1_...):
//     the same for a uint8 line.
#include "../../conv.h"

#ifdef REGULAR
extern "C" void conv2dk1_ui8_i8(uint8_t *input, int8_t *kernels, int8_t *output,
                                const int32_t input_width, const int32_t input_channels,
                                const int32_t output_channels, const int scale) {
  event0();
  const int32_t blocks = input_channels / 8;
  for (int32_t o = 0; o < output_channels / 8; o++)
    for (int32_t x = 0; x < input_width; x++)
      for (int oc8 = 0; oc8 < 8; oc8++) {
        int64_t sum = conv::dot_1x1(input, kernels + o * blocks * 64, input_width, blocks, x, oc8);
        output[(o * input_width + x) * 8 + oc8] =
            int8_t(conv::clamp(conv::round_even(sum, scale), -128, 127));
      }
  event1();
}
#endif

template <typename TA>
[[maybe_unused]] static void partial_width_put(const TA *input, const int8_t *kernels,
                                               int32_t input_width, int32_t input_channels,
                                               int32_t input_split, int32_t oc) {
  constexpr int pixels = 7;
  event0();
  const int32_t chunk = input_channels / input_split / 8; // blocks per core
  const int8_t *w = kernels + oc * chunk * 64;
  for (int x = 0; x < pixels; x++) {
    v16int32 partial = undef_v16int32();
    for (int oc8 = 0; oc8 < 8; oc8++)
      partial = upd_elem(partial, oc8,
                         int32_t(conv::dot_1x1(input, w, input_width, chunk, x, oc8)));
    put_mcd(lups(partial, 0));
  }
  event1();
}

#define PARTIAL_PUT(name, TA)                                                  \
  extern "C" void name(TA *input, int8_t *kernels, const int32_t input_width,  \
                       const int32_t input_channels,                           \
                       const int32_t output_channels, int32_t input_split,     \
                       int32_t weight_index, int32_t x_start, int32_t oc) {    \
    partial_width_put(input, kernels, input_width, input_channels,            \
                      input_split, oc);                                        \
  }

#ifdef BN13_1_PARTIAL_PUT_I8_CAS_WIDTH_NEW
PARTIAL_PUT(bn13_1_conv2dk1_i8_ui8_partial_width_put_new, int8_t)
#endif
#ifdef BN14_1_PARTIAL_PUT_I8_CAS_WIDTH_NEW
PARTIAL_PUT(bn14_1_conv2dk1_i8_ui8_partial_width_put_new, int8_t)
#endif
#ifdef BN13_1_INPUT_SPLIT_PARTIAL_PUT_UI8_UI8_CAS_WIDTH_NEW
PARTIAL_PUT(bn13_1_conv2dk1_ui8_ui8_input_split_partial_width_put_new, uint8_t)
#endif
#ifdef BN14_1_INPUT_SPLIT_PARTIAL_PUT_UI8_UI8_CAS_WIDTH_NEW
PARTIAL_PUT(bn14_1_conv2dk1_ui8_ui8_input_split_partial_width_put_new, uint8_t)
#endif
