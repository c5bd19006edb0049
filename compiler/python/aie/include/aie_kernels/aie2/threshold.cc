// threshold.cc: OpenCV's threshold of BIT_WIDTH-bit pixels, one 512-bit
// vector at a time (the last vector whole). With t the threshold and m the
// maximum value, by type: 0 binary (x > t ? m : 0), 1 binary inverted
// (x > t ? 0 : m), 2 truncate (min(x, t)), 3 to zero (x > t ? x : 0),
// 4 to zero inverted (x > t ? 0 : x); any other type truncates.
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"
#include "../bit_width.h"

enum threshold_type : uint8_t {
  BINARY = 0,
  BINARY_INV = 1,
  TRUNC = 2,
  TOZERO = 3,
  TOZERO_INV = 4,
};

template <typename T>
static void threshold(const T *restrict in, T *restrict out, int32_t n,
                      T thresh, T max_value, uint8_t type) {
  constexpr int lanes = 64 / sizeof(T);
  const auto zero = aie::zeros<T, lanes>();
  const auto top = aie::broadcast<T, lanes>(max_value);
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i < n; i += lanes) {
    auto x = aie::load_v<lanes>(in + i);
    auto above = aie::lt(thresh, x);
    aie::vector<T, lanes> y;
    switch (type) {
    case BINARY:
      y = aie::select(zero, top, above);
      break;
    case BINARY_INV:
      y = aie::select(top, zero, above);
      break;
    case TOZERO:
      y = aie::select(zero, x, above);
      break;
    case TOZERO_INV:
      y = aie::select(x, zero, above);
      break;
    default:
      y = aie::min(thresh, x);
    }
    aie::store_v(out + i, y);
  }
}

extern "C" {
void thresholdLine(bit_width_t *in, bit_width_t *out, int32_t lineWidth,
                   bit_width_t thresholdValue, bit_width_t maxValue,
                   uint8_t thresholdType) {
  threshold(in, out, lineWidth, thresholdValue, maxValue, thresholdType);
}
void thresholdTile(bit_width_t *in, bit_width_t *out, int32_t tileHeight,
                   int32_t tileWidth, bit_width_t thresholdValue,
                   bit_width_t maxValue, uint8_t thresholdType) {
  threshold(in, out, tileHeight * tileWidth, thresholdValue, maxValue,
            thresholdType);
}
}
