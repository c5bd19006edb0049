// addWeighted.cc: out = (gamma + alpha * in1 + beta * in2) >> 14 on
// BIT_WIDTH-bit pixels, alpha and beta in Q2.14, a 512-bit vector of
// products at a time (32 lanes of 8 bits, 16 otherwise; the last vector
// whole). The kernel sets the core to saturate, so the shift rounds by the
// core's rounding mode and clamps to the pixel type. As in mlir-aie's
// kernel, gamma is added before the shift (it weighs gamma / 2^14).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"
#include "../bit_width.h"

template <typename T>
static void add_weighted(const T *restrict in1, const T *restrict in2,
                         T *restrict out, int32_t n, int16_t alpha,
                         int16_t beta, T gamma) {
  constexpr int lanes = sizeof(T) == 1 ? 32 : 16;
  constexpr int shift = 14;
  aie::set_saturation(aie::saturation_mode::saturate);
  const aie::vector<int16_t, lanes> weights(alpha, beta);
  const aie::accum<acc32, lanes> base(aie::broadcast<T, lanes>(gamma), 0);
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i < n; i += lanes) {
    auto sum = aie::accumulate<lanes>(base, weights, 0, aie::load_v<lanes>(in1 + i),
                                      aie::load_v<lanes>(in2 + i));
    aie::store_v(out + i, sum.template to_vector<T>(shift));
  }
}

extern "C" {
void addWeightedLine(bit_width_t *in1, bit_width_t *in2, bit_width_t *out,
                     int32_t lineWidth, int16_t alpha, int16_t beta,
                     bit_width_t gamma) {
  add_weighted(in1, in2, out, lineWidth, alpha, beta, gamma);
}
void addWeightedTile(bit_width_t *in1, bit_width_t *in2, bit_width_t *out,
                     int32_t tileHeight, int32_t tileWidth, int16_t alpha,
                     int16_t beta, bit_width_t gamma) {
  add_weighted(in1, in2, out, tileHeight * tileWidth, alpha, beta, gamma);
}
}
