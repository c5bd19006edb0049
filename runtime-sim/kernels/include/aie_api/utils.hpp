// aiec's host implementation of the AIE API: printing vectors, accumulators
// and masks (aie::print) to standard output.
#pragma once
#include "aie.hpp"

namespace aie {
template <typename T, unsigned N>
void print(const vector<T, N> &v, bool newline = false, const char *prefix = nullptr) {
  if (prefix)
    std::printf("%s", prefix);
  for (unsigned i = 0; i < N; ++i) {
    if constexpr (aiesim::is_float_v<T>)
      std::printf("%g ", double(float(v.e[i])));
    else if constexpr (aiesim::is_complex_v<T>)
      std::printf("{%g, %g} ", double(v.e[i].real), double(v.e[i].imag));
    else
      std::printf("%lld ", (long long)int64_t(v.e[i]));
  }
  if (newline)
    std::printf("\n");
}
template <unsigned N>
void print(const mask<N> &m, bool newline = false, const char *prefix = nullptr) {
  if (prefix)
    std::printf("%s", prefix);
  for (unsigned i = 0; i < N; ++i)
    std::printf("%d", int(m.test(i)));
  if (newline)
    std::printf("\n");
}
template <typename Tag, unsigned N>
void print(const accum<Tag, N> &a, bool newline = false, const char *prefix = nullptr) {
  if (prefix)
    std::printf("%s", prefix);
  for (unsigned i = 0; i < N; ++i) {
    if constexpr (accum<Tag, N>::value_class() == aiesim::AccClass::FP)
      std::printf("%g ", double(a.a[i]));
    else if constexpr (accum<Tag, N>::value_class() == aiesim::AccClass::Int)
      std::printf("%lld ", (long long)a.a[i]);
    else
      std::printf("{%g, %g} ", double(a.a[i].re), double(a.a[i].im));
  }
  if (newline)
    std::printf("\n");
}
} // namespace aie
