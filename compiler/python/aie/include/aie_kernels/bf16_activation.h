// bf16_activation.h: GELU (tanh form), SiLU and SwiGLU of bfloat16 values,
// 16 at a time, every product and sum rounded to bfloat16 as it is made.
//
// tanh: on AIE2 the runtime library's tanh of bfloat16 (lut_based_ops.h),
// its argument rounded to bfloat16 first; on AIE2P the AIE API's tanh of
// the float argument, rounded to bfloat16.
#ifndef AIE_KERNELS_BF16_ACTIVATION_H
#define AIE_KERNELS_BF16_ACTIVATION_H

#include <aie_api/aie.hpp>

#include "aie_kernel_utils.h"

#if __AIE_ARCH__ == 20
#include <lut_based_ops.h>
static inline aie::vector<bfloat16, 16> tanh_bf16(const aie::accum<accfloat, 16> &x) {
  return getTanhBf16(x.to_vector<bfloat16>());
}
#else
static inline aie::vector<bfloat16, 16> tanh_bf16(const aie::accum<accfloat, 16> &x) {
  return aie::tanh<bfloat16>(x.to_vector<float>());
}
#endif

namespace bf16_activation {
constexpr int lanes = 16;
using vec = aie::vector<bfloat16, lanes>;

inline vec times(const vec &a, const vec &b) {
  return aie::mul(a, b).to_vector<bfloat16>();
}

// sigmoid(x) = (1 + tanh(x / 2)) / 2
inline vec sigmoid(const vec &x) {
  const auto half = aie::broadcast<bfloat16, lanes>(0.5f);
  const auto one = aie::broadcast<bfloat16, lanes>(1.0f);
  return times(aie::add(tanh_bf16(aie::mul(x, half)), one), half);
}

// x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3))) / 2
inline vec gelu(const vec &x) {
  const auto half = aie::broadcast<bfloat16, lanes>(0.5f);
  const auto one = aie::broadcast<bfloat16, lanes>(1.0f);
  const auto sqrt_2_over_pi = aie::broadcast<bfloat16, lanes>(0.79788456f);
  const auto beta = aie::broadcast<bfloat16, lanes>(0.044715f);
  vec x3 = times(x, times(x, x));
  vec inner = aie::add(x, times(x3, beta));
  vec t = tanh_bf16(aie::mul(inner, sqrt_2_over_pi));
  return times(x, times(half, aie::add(t, one)));
}

// x sigmoid(x)
inline vec silu(const vec &x) { return times(x, sigmoid(x)); }

// (x w1) silu(x w2)
inline vec swiglu(const vec &x, const vec &w1, const vec &w2) {
  vec gate = times(x, w2);
  return times(times(x, w1), times(gate, sigmoid(gate)));
}
} // namespace bf16_activation

#endif
