// scale.cc: c = factor * a, element-wise, on BIT_WIDTH (16 or 32) bit
// integers. The product is exact in the accumulator and brought back to the
// element type without a shift, by the core's saturation mode (the scalar
// path wraps).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"
#include "../bit_width.h"

template <typename T>
static void scale_scalar(const T *a, T *c, T factor, int32_t n) {
  event0();
  for (int32_t i = 0; i < n; i++)
    c[i] = T(int64_t(factor) * a[i]); // wraps
  event1();
}

// 32 lanes of 16 bits into acc32, or 16 lanes of 32 bits into acc64.
template <typename T>
static void scale_vector(const T *restrict a, T *restrict c, T factor,
                         int32_t n) {
  constexpr int lanes = sizeof(T) == 2 ? 32 : 16;
  event0();
  AIE_PREPARE_FOR_PIPELINING
  for (int32_t i = 0; i + lanes <= n; i += lanes) {
    auto product = aie::mul(aie::load_v<lanes>(a + i), factor);
    aie::store_v(c + i, product.template to_vector<T>(0));
  }
  event1();
}

extern "C" {
void vector_scalar_mul_scalar(bit_width_t *a_in, bit_width_t *c_out,
                              int32_t *factor, int32_t N) {
  scale_scalar<bit_width_t>(a_in, c_out, bit_width_t(*factor), N);
}
void vector_scalar_mul_vector(bit_width_t *a_in, bit_width_t *c_out,
                              int32_t *factor, int32_t N) {
  scale_vector<bit_width_t>(a_in, c_out, bit_width_t(*factor), N);
}
}
