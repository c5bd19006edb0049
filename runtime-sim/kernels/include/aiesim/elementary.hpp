// aiesim: elementary functions, float/fixed conversions and lookup tables.
//
// The elementary functions compute in float with the host's libm and round
// once to the result type (bfloat16 exp2 after reading its input as the
// hardware does, below). Where AIE hardware approximates (bfloat16 exp2
// and tanh on XDNA2, inv/invsqrt/sqrt on the vector unit) its result may
// differ from these by the approximation's error; the API documents no
// bound, the project's tests accept 2 bfloat16 ulp.
#pragma once

#include "ops.hpp"

namespace aie {

namespace detail {
template <typename T, unsigned N, typename F>
vector<T, N> map(const vector<T, N> &v, F f) {
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = T(f(float(v.e[i])));
  return r;
}
template <typename R, typename T, unsigned N, typename F>
vector<R, N> map_to(const vector<T, N> &v, F f) {
  vector<R, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = R(f(float(v.e[i])));
  return r;
}
inline float inv(float x) { return 1.0f / x; }
inline float invsqrt(float x) { return 1.0f / std::sqrt(x); }
} // namespace detail

// Scalar forms: the result has the argument's type (float for integers).
#define AIESIM_SCALAR_FN(name, f)                                              \
  template <typename E>                                                        \
    requires(std::is_arithmetic_v<E> || std::is_same_v<E, bfloat16>)          \
  auto name(E a) {                                                             \
    using R = std::conditional_t<std::is_integral_v<E>, float, E>;             \
    return R(f(float(a)));                                                     \
  }
AIESIM_SCALAR_FN(sqrt, std::sqrt)
AIESIM_SCALAR_FN(inv, detail::inv)
AIESIM_SCALAR_FN(invsqrt, detail::invsqrt)
AIESIM_SCALAR_FN(sin, std::sin)
AIESIM_SCALAR_FN(cos, std::cos)
#undef AIESIM_SCALAR_FN
template <typename E>
  requires(std::is_arithmetic_v<E> || std::is_same_v<E, bfloat16>)
auto sincos(E a) {
  return std::make_pair(sin(a), cos(a));
}

template <typename T, unsigned N> vector<T, N> sqrt(const vector<T, N> &v) {
  return detail::map(v, [](float x) { return std::sqrt(x); });
}
template <typename T, unsigned N> vector<T, N> inv(const vector<T, N> &v) {
  return detail::map(v, detail::inv);
}
template <typename T, unsigned N> vector<T, N> invsqrt(const vector<T, N> &v) {
  return detail::map(v, detail::invsqrt);
}
template <typename T, unsigned N> vector<T, N> sin(const vector<T, N> &v) {
  return detail::map(v, [](float x) { return std::sin(x); });
}
template <typename T, unsigned N> vector<T, N> cos(const vector<T, N> &v) {
  return detail::map(v, [](float x) { return std::cos(x); });
}
template <typename T, unsigned N>
std::pair<vector<T, N>, vector<T, N>> sincos(const vector<T, N> &v) {
  return {sin(v), cos(v)};
}
template <unsigned N> accum<accfloat, N> sqrt(const accum<accfloat, N> &v) {
  accum<accfloat, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.a[i] = std::sqrt(v.a[i]);
  return r;
}
template <unsigned N> accum<accfloat, N> inv(const accum<accfloat, N> &v) {
  accum<accfloat, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.a[i] = detail::inv(v.a[i]);
  return r;
}
template <unsigned N> accum<accfloat, N> invsqrt(const accum<accfloat, N> &v) {
  accum<accfloat, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.a[i] = detail::invsqrt(v.a[i]);
  return r;
}
// tanh and exp2 of float (or bfloat16) vectors, rounded to TR.
template <typename TR = bfloat16, typename T, unsigned N>
vector<TR, N> tanh(const vector<T, N> &v) {
  static_assert(aiesim::is_float_v<T>, "aie::tanh: float or bfloat16 input");
  return detail::map_to<TR>(v, [](float x) { return std::tanh(x); });
}
// exp2 to bfloat16 is XDNA2's VEXP2, which reads its float input to 11
// fractional bits, the bits below dropped (AIE-ML v2 intrinsics guide,
// exp2); the float result (AIE2PS's exp2_bf20) is computed in full.
template <typename TR = bfloat16, typename T, unsigned N>
vector<TR, N> exp2(const vector<T, N> &v) {
  static_assert(aiesim::is_float_v<T>, "aie::exp2: float or bfloat16 input");
  if constexpr (std::is_same_v<TR, bfloat16>)
    return detail::map_to<TR>(
        v, [](float x) { return std::exp2(std::trunc(x * 2048.0f) / 2048.0f); });
  else
    return detail::map_to<TR>(v, [](float x) { return std::exp2(x); });
}

// a / b element-wise for float vectors.
template <typename X, typename Y>
  requires detail::VecOp<X, Y>
auto div(const X &x, const Y &y) {
  using V = detail::vec_of<X, Y>;
  using T = typename V::value_type;
  static_assert(aiesim::is_float_v<T>, "aie::div: float vectors only");
  V r;
  for (unsigned i = 0; i < V::size(); ++i)
    r.e[i] = T(float(detail::at(x, i)) / float(detail::at(y, i)));
  return r;
}

// ------------------------------------------------- float <-> fixed point
// to_fixed: value * 2^shift, rounded to nearest even, saturated.
template <typename TR = int32> TR to_fixed(float a, int shift = 0) {
  return aiesim::float_to_int<TR>(a, shift);
}
template <typename TR = int32> TR to_fixed(bfloat16 a, int shift = 0) {
  return aiesim::float_to_int<TR>(float(a), shift);
}
template <typename TR = int32, typename T, unsigned N>
  requires(aiesim::is_float_v<T>)
vector<TR, N> to_fixed(const vector<T, N> &v, int shift = 0) {
  vector<TR, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = aiesim::float_to_int<TR>(float(v.e[i]), shift);
  return r;
}
template <typename TR = int32, unsigned N>
vector<TR, N> to_fixed(const accum<accfloat, N> &v, int shift = 0) {
  vector<TR, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = aiesim::float_to_int<TR>(v.a[i], shift);
  return r;
}
// to_float: value * 2^-shift.
template <typename TR = float, typename T>
  requires(aiesim::is_integral_v<T>)
TR to_float(T a, int shift = 0) {
  return TR(std::ldexp(double(int64_t(a)), -shift));
}
template <typename TR = float, typename T, unsigned N>
  requires(aiesim::is_integral_v<T>)
vector<TR, N> to_float(const vector<T, N> &v, int shift = 0) {
  vector<TR, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = TR(std::ldexp(double(int64_t(v.e[i])), -shift));
  return r;
}
template <typename TR = float, typename Tag, unsigned N>
vector<TR, N> to_float(const accum<Tag, N> &acc, int shift = 0) {
  static_assert(accum<Tag, N>::value_class() == aiesim::AccClass::Int,
                "to_float: integer accumulators");
  vector<TR, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = TR(std::ldexp(double(acc.a[i]), -shift));
  return r;
}

// ------------------------------------------------------------ lookup tables
enum class lut_oor_policy { saturate, truncate };

// A table in memory: for 2 and 4 parallel accesses every 128-bit bank of
// values is stored twice in a row (the API's layout); entry i is found
// through that layout.
template <unsigned Parallel, typename OffsetType, typename SlopeType = OffsetType>
struct lut {
  static_assert(Parallel == 1 || Parallel == 2 || Parallel == 4,
                "aie::lut: 1, 2 or 4 parallel accesses");
  using offset_type = OffsetType;
  using slope_type = SlopeType;
  unsigned elems;
  const uint8_t *ab;
  lut(unsigned n, const void *a) : elems(n), ab(static_cast<const uint8_t *>(a)) {}
  lut(unsigned n, const void *a, const void *) : lut(n, a) {}

  // Bytes of one entry: a value, or a slope/offset pair for a linear
  // approximation (slopes in the low half).
  template <unsigned EntryBytes> const uint8_t *entry(unsigned i) const {
    if (Parallel == 1)
      return ab + i * EntryBytes;
    constexpr unsigned per_bank = 16 / EntryBytes;
    unsigned at = (i / per_bank) * 2 * per_bank + i % per_bank;
    return ab + at * EntryBytes;
  }
};

namespace detail {
inline int64_t lut_index(int64_t raw, unsigned size, lut_oor_policy p,
                         int bias) {
  if (p == lut_oor_policy::saturate)
    return raw < 0 ? 0 : raw >= int64_t(size) ? int64_t(size) - 1 : raw;
  (void)bias;
  int64_t m = raw % int64_t(size);
  return m < 0 ? m + size : m;
}
} // namespace detail

template <typename T, typename L, lut_oor_policy P = lut_oor_policy::saturate>
struct parallel_lookup {
  const L &table;
  unsigned step;
  int bias;
  parallel_lookup(const L &l, unsigned step_bits = 0, int b = 0)
      : table(l), step(step_bits), bias(b) {}
  template <unsigned N>
  vector<typename L::offset_type, N> fetch(const vector<T, N> &in) const {
    using V = typename L::offset_type;
    // 8-bit values are stored as 16-bit ones.
    using S = std::conditional_t<sizeof(V) == 1,
                                 std::conditional_t<std::is_signed_v<V>, int16_t, uint16_t>, V>;
    vector<V, N> r;
    for (unsigned i = 0; i < N; ++i) {
      int64_t raw = (int64_t(in.e[i]) >> step) + bias;
      int64_t k = detail::lut_index(raw, table.elems, P, bias);
      S s;
      std::memcpy(&s, table.template entry<sizeof(S)>(unsigned(k)), sizeof(S));
      r.e[i] = V(s);
    }
    return r;
  }
};

template <typename T, typename L> struct linear_approx {
  const L &table;
  unsigned step;
  int bias, shift_offset;
  linear_approx(const L &l, unsigned step_bits, int b = 0, int so = 0)
      : table(l), step(step_bits), bias(b), shift_offset(so) {}
  template <unsigned N> auto compute(const vector<T, N> &in) const {
    using O = typename L::offset_type;
    using S = typename L::slope_type;
    constexpr unsigned entry = sizeof(O) + sizeof(S) > 4 ? 8 : 4;
    if constexpr (aiesim::is_float_v<T>) {
      accum<accfloat, N> r;
      for (unsigned i = 0; i < N; ++i) {
        float x = float(in.e[i]);
        int64_t raw = (int64_t(std::floor(x)) >> step) + bias;
        int64_t k = detail::lut_index(raw, table.elems, lut_oor_policy::saturate, bias);
        const uint8_t *p = table.template entry<entry>(unsigned(k));
        float slope_f, off;
        std::memcpy(&slope_f, p, 4);
        std::memcpy(&off, p + 4, 4);
        float slope = float(bfloat16(slope_f));
        r.a[i] = slope * float(bfloat16(x)) + off;
      }
      return r;
    } else {
      using Tag = std::conditional_t<sizeof(T) == 1, acc32, acc64>;
      accum<Tag, N> r;
      for (unsigned i = 0; i < N; ++i) {
        int64_t x = int64_t(in.e[i]);
        int64_t raw = (x >> step) + bias;
        int64_t k = detail::lut_index(raw, table.elems, lut_oor_policy::saturate, bias);
        const uint8_t *p = table.template entry<sizeof(O) + sizeof(S)>(unsigned(k));
        S slope;
        O off;
        std::memcpy(&slope, p, sizeof(S));
        std::memcpy(&off, p + sizeof(S), sizeof(O));
        __int128 v = (__int128)int64_t(slope) * (x & ((int64_t(1) << step) - 1)) +
                     ((__int128)int64_t(off) << shift_offset);
        r.a[i] = accum<Tag, N>::fit(v);
      }
      return r;
    }
  }
};

} // namespace aie
