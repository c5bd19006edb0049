// aiec's host stand-in for mlir-aie's AIE2 runtime library header
// lut_based_ops.h: e^x and tanh of bfloat16 vectors. The AIE version
// looks both up in tables; here they are computed in float (e^x exactly
// rounded to float, tanh rounded to bfloat16), within the tables' error.
#pragma once
#include <aie_api/aie.hpp>

// The input range the exp tables carry: the runtime library clamps x to
// [-88, 88] before its Q8 lookup (so exp saturates at bf16(e^88) rather
// than overflowing or wrapping); infinities clamp too, NaN stays NaN.
constexpr float EXP_BF16_CLAMP = 88.0f;
inline float exp_clamped(float x) {
  return std::exp(x > EXP_BF16_CLAMP ? EXP_BF16_CLAMP : x < -EXP_BF16_CLAMP ? -EXP_BF16_CLAMP : x);
}
inline v16accfloat getExpBf16(const v16bfloat16 &x) {
  v16accfloat r;
  for (unsigned i = 0; i < 16; ++i)
    r.a[i] = exp_clamped(float(x.e[i]));
  return r;
}
inline v32accfloat getExpBf16(const v32bfloat16 &x) {
  v32accfloat r;
  for (unsigned i = 0; i < 32; ++i)
    r.a[i] = exp_clamped(float(x.e[i]));
  return r;
}
inline v16bfloat16 getTanhBf16(const v16bfloat16 &x) {
  v16bfloat16 r;
  for (unsigned i = 0; i < 16; ++i)
    r.e[i] = bfloat16(std::tanh(float(x.e[i])));
  return r;
}
