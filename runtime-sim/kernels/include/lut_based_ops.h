// aiec's host stand-in for mlir-aie's AIE2 runtime library header
// lut_based_ops.h: e^x and tanh of bfloat16 vectors. The AIE version
// looks both up in tables; here they are computed in float (e^x exactly
// rounded to float, tanh rounded to bfloat16), within the tables' error.
#pragma once
#include <aie_api/aie.hpp>

inline v16accfloat getExpBf16(const v16bfloat16 &x) {
  v16accfloat r;
  for (unsigned i = 0; i < 16; ++i)
    r.a[i] = std::exp(float(x.e[i]));
  return r;
}
inline v32accfloat getExpBf16(const v32bfloat16 &x) {
  v32accfloat r;
  for (unsigned i = 0; i < 32; ++i)
    r.a[i] = std::exp(float(x.e[i]));
  return r;
}
inline v16bfloat16 getTanhBf16(const v16bfloat16 &x) {
  v16bfloat16 r;
  for (unsigned i = 0; i < 16; ++i)
    r.e[i] = bfloat16(std::tanh(float(x.e[i])));
  return r;
}
