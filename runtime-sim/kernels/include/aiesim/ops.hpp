// aiesim: element-wise arithmetic, multiplication into accumulators,
// comparison, selection, reduction and reshaping of aie::vector.
#pragma once

#include "vector.hpp"

namespace aie {

// ------------------------------------------------------------ element rules
namespace detail {

// The value of an operand at lane i: a vector's element or a scalar.
template <typename X> decltype(auto) at(const X &x, unsigned i) {
  if constexpr (Vector<X>)
    return x.e[i];
  else
    return x;
}

template <typename X, typename Y> struct pick_vec;
template <typename T, unsigned N, typename Y>
struct pick_vec<vector<T, N>, Y> {
  using type = vector<T, N>;
};
template <typename X, typename T, unsigned N>
  requires(!Vector<X>)
struct pick_vec<X, vector<T, N>> {
  using type = vector<T, N>;
};
// The vector type of an operation on x and y (at least one a vector).
template <typename X, typename Y>
using vec_of = typename pick_vec<std::remove_cvref_t<X>,
                                 std::remove_cvref_t<Y>>::type;

template <typename X, typename Y>
concept VecOp = (Vector<X> || Vector<Y>) &&
                (!Accum<X> && !Accum<Y> && !Mask<X> && !Mask<Y>);

// Element arithmetic with the vector unit's rules: integers wrap to the
// element's width, bfloat16 computes in float and rounds to nearest even.
template <typename T> T wrap(int64_t v) {
  if constexpr (aiesim::is_int4_v<T>)
    return T(int(v));
  else
    return T(v);
}
template <typename T, typename A, typename B> T add(A a, B b) {
  if constexpr (aiesim::is_integral_v<T>)
    return wrap<T>(int64_t(a) + int64_t(b));
  else if constexpr (aiesim::is_float_v<T>)
    return T(float(a) + float(b));
  else {
    T r;
    r.real = decltype(r.real)(a.real + b.real);
    r.imag = decltype(r.imag)(a.imag + b.imag);
    return r;
  }
}
template <typename T, typename A, typename B> T sub(A a, B b) {
  if constexpr (aiesim::is_integral_v<T>)
    return wrap<T>(int64_t(a) - int64_t(b));
  else if constexpr (aiesim::is_float_v<T>)
    return T(float(a) - float(b));
  else {
    T r;
    r.real = decltype(r.real)(a.real - b.real);
    r.imag = decltype(r.imag)(a.imag - b.imag);
    return r;
  }
}
template <typename T> bool less(T a, T b) {
  if constexpr (aiesim::is_float_v<T>)
    return float(a) < float(b);
  else {
    static_assert(!aiesim::is_complex_v<T>,
                  "comparison of complex elements is not defined");
    return int64_t(a) < int64_t(b);
  }
}
template <typename T> bool equal(T a, T b) {
  if constexpr (aiesim::is_float_v<T>)
    return float(a) == float(b);
  else if constexpr (aiesim::is_complex_v<T>)
    return a == b;
  else
    return int64_t(a) == int64_t(b);
}

// The default accumulator of a product of A and B (the API's table for
// AIE-ML and XDNA2): acc32 up to 16 bits per factor, acc64 with a 32-bit
// factor, accfloat for floating point, cacc64 for complex.
template <typename A, typename B> auto default_acc() {
  if constexpr (aiesim::is_complex_v<A> || aiesim::is_complex_v<B>) {
    if constexpr (aiesim::is_float_v<A> || aiesim::is_float_v<B> ||
                  std::is_same_v<A, cfloat> || std::is_same_v<B, cfloat> ||
                  std::is_same_v<A, cbfloat16> ||
                  std::is_same_v<B, cbfloat16>)
      return caccfloat{};
    else
      return cacc64{};
  } else if constexpr (aiesim::is_float_v<A> || aiesim::is_float_v<B>) {
    static_assert(aiesim::is_float_v<A> && aiesim::is_float_v<B>,
                  "mul: a float factor needs a float factor");
    return accfloat{};
  } else if constexpr (aiesim::type_bits<A>() >= 32 ||
                       aiesim::type_bits<B>() >= 32)
    return acc64{};
  else
    return acc32{};
}
template <typename Tag, typename A, typename B>
using acc_tag_t =
    std::conditional_t<std::is_same_v<Tag, accauto>,
                       decltype(default_acc<A, B>()), Tag>;

// The exact product of a and b as an accumulator lane.
template <typename Acc, typename A, typename B>
typename Acc::lane_type product(A a, B b) {
  constexpr auto k = Acc::value_class();
  if constexpr (k == aiesim::AccClass::Int) {
    static_assert(aiesim::is_integral_v<A> && aiesim::is_integral_v<B>,
                  "mul: integer accumulators take integer factors");
    return Acc::fit((__int128)int64_t(a) * int64_t(b));
  } else if constexpr (k == aiesim::AccClass::FP) {
    return float(a) * float(b);
  } else if constexpr (k == aiesim::AccClass::CInt) {
    auto re = [](auto x) -> int64_t {
      if constexpr (aiesim::is_complex_v<decltype(x)>)
        return x.real;
      else
        return int64_t(x);
    };
    auto im = [](auto x) -> int64_t {
      if constexpr (aiesim::is_complex_v<decltype(x)>)
        return x.imag;
      else
        return 0;
    };
    typename Acc::lane_type r;
    r.re = re(a) * re(b) - im(a) * im(b);
    r.im = re(a) * im(b) + im(a) * re(b);
    return r;
  } else {
    auto re = [](auto x) -> float {
      if constexpr (aiesim::is_complex_v<decltype(x)>)
        return float(x.real);
      else
        return float(x);
    };
    auto im = [](auto x) -> float {
      if constexpr (aiesim::is_complex_v<decltype(x)>)
        return float(x.imag);
      else
        return 0.f;
    };
    typename Acc::lane_type r;
    r.re = re(a) * re(b) - im(a) * im(b);
    r.im = re(a) * im(b) + im(a) * re(b);
    return r;
  }
}

template <typename Acc>
typename Acc::lane_type lane_add(typename Acc::lane_type x,
                                 typename Acc::lane_type y, bool subtract) {
  constexpr auto k = Acc::value_class();
  if constexpr (k == aiesim::AccClass::Int)
    return Acc::fit(subtract ? (__int128)x - y : (__int128)x + y);
  else if constexpr (k == aiesim::AccClass::FP)
    return subtract ? x - y : x + y;
  else {
    typename Acc::lane_type r;
    r.re = subtract ? x.re - y.re : x.re + y.re;
    r.im = subtract ? x.im - y.im : x.im + y.im;
    return r;
  }
}

template <typename X> struct scalar_s {
  using type = X;
};
template <typename T, unsigned N> struct scalar_s<vector<T, N>> {
  using type = T;
};
// The element type of a vector operand, or the scalar's own type.
template <typename X> using scalar_of = typename scalar_s<std::remove_cvref_t<X>>::type;

// The type a factor of a product with vector V multiplies as: a vector's
// element type; an integer scalar's own type (the API multiplies "compatible"
// types, e.g. int16 weights by uint8 pixels); any other scalar as V's element.
template <typename X, typename V>
using factor_t = std::conditional_t<
    Vector<X> || (aiesim::is_integral_v<std::remove_cvref_t<X>> &&
                  aiesim::is_integral_v<typename V::value_type>),
    scalar_of<X>, typename V::value_type>;

} // namespace detail

// --------------------------------------------------------------- initialise
template <typename T, unsigned N = native_vector_length_v<T>>
  requires(aiesim::is_elem_v<T>)
vector<T, N> zeros() {
  return vector<T, N>();
}
template <typename Tag, unsigned N = 16>
  requires(aiesim::AccTag<Tag>)
accum<Tag, N> zeros() {
  return accum<Tag, N>();
}
template <typename T, unsigned N = native_vector_length_v<T>, typename S>
vector<T, N> broadcast(S v) {
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = T(v);
  return r;
}
template <typename U, typename T, unsigned N>
auto vector_cast(const vector<T, N> &v) {
  return v.template cast_to<U>();
}
template <typename T, unsigned N, typename... Vs>
auto concat(const vector<T, N> &v, const Vs &...vs) {
  return vector<T, N *(1 + sizeof...(Vs))>(v, vs...);
}
template <typename T, unsigned N>
vector<T, N> concat(const vector<T, N> &v) {
  return v;
}
template <typename Tag, unsigned N, typename... As>
auto concat(const accum<Tag, N> &a, const As &...as) {
  accum<Tag, N *(1 + sizeof...(As))> r;
  r.upd_all(a, as...);
  return r;
}

// --------------------------------------------------- element-wise arithmetic
#define AIESIM_BINARY(name, expr)                                              \
  template <typename X, typename Y>                                            \
    requires detail::VecOp<X, Y>                                               \
  auto name(const X &x, const Y &y) {                                          \
    using V = detail::vec_of<X, Y>;                                            \
    using T = typename V::value_type;                                          \
    V r;                                                                       \
    aiesim::vector_op(V::size() * aiesim::type_bits<T>());                     \
    for (unsigned i = 0; i < V::size(); ++i) {                                 \
      T a = T(detail::at(x, i)), b = T(detail::at(y, i));                      \
      r.e[i] = (expr);                                                         \
    }                                                                          \
    return r;                                                                  \
  }
AIESIM_BINARY(add, (detail::add<T>(a, b)))
AIESIM_BINARY(sub, (detail::sub<T>(a, b)))
AIESIM_BINARY(min, (detail::less<T>(b, a) ? b : a))
AIESIM_BINARY(max, (detail::less<T>(a, b) ? b : a))
AIESIM_BINARY(bit_and, (detail::wrap<T>(int64_t(a) & int64_t(b))))
AIESIM_BINARY(bit_or, (detail::wrap<T>(int64_t(a) | int64_t(b))))
AIESIM_BINARY(bit_xor, (detail::wrap<T>(int64_t(a) ^ int64_t(b))))
AIESIM_BINARY(maxdiff, (detail::less<T>(b, a) ? detail::sub<T>(a, b) : T(0)))
#undef AIESIM_BINARY

// |a - b| is not an API function; absolute difference is through abs(sub).
template <typename T, unsigned N> vector<T, N> bit_not(const vector<T, N> &v) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = detail::wrap<T>(~int64_t(v.e[i]));
  return r;
}
template <typename T, unsigned N> vector<T, N> neg(const vector<T, N> &v) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i) {
    if constexpr (aiesim::is_float_v<T>)
      r.e[i] = -v.e[i];
    else if constexpr (aiesim::is_complex_v<T>) {
      r.e[i].real = decltype(r.e[i].real)(-v.e[i].real);
      r.e[i].imag = decltype(r.e[i].imag)(-v.e[i].imag);
    } else
      r.e[i] = detail::wrap<T>(-int64_t(v.e[i]));
  }
  return r;
}
template <typename T, unsigned N> vector<T, N> abs(const vector<T, N> &v) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i) {
    if constexpr (aiesim::is_float_v<T>)
      r.e[i] = T(std::fabs(float(v.e[i])));
    else
      r.e[i] = detail::wrap<T>(int64_t(v.e[i]) < 0 ? -int64_t(v.e[i])
                                                   : int64_t(v.e[i]));
  }
  return r;
}
template <typename T, unsigned N> vector<T, N> conj(const vector<T, N> &v) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  static_assert(aiesim::is_complex_v<T>, "conj: complex vectors only");
  vector<T, N> r = v;
  for (unsigned i = 0; i < N; ++i)
    r.e[i].imag = decltype(r.e[i].imag)(-v.e[i].imag);
  return r;
}
// Arithmetic shifts of every element.
template <typename T, unsigned N>
vector<T, N> upshift(const vector<T, N> &v, unsigned s) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = detail::wrap<T>(int64_t(uint64_t(int64_t(v.e[i])) << s));
  return r;
}
template <typename T, unsigned N>
vector<T, N> downshift(const vector<T, N> &v, unsigned s) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = detail::wrap<T>(int64_t(v.e[i]) >> s);
  return r;
}
template <typename T, unsigned N>
vector<T, N> logical_downshift(const vector<T, N> &v, unsigned s) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  vector<T, N> r;
  constexpr unsigned b = aiesim::type_bits<T>();
  for (unsigned i = 0; i < N; ++i) {
    uint64_t u = uint64_t(int64_t(v.e[i])) & (b == 64 ? ~0ull : ((1ull << b) - 1));
    r.e[i] = detail::wrap<T>(int64_t(u >> s));
  }
  return r;
}

// Accumulator additions: acc + y or acc - y, y an accumulator of the same
// kind or a vector (brought in without a shift).
namespace detail {
template <typename Tag, unsigned N, typename Y>
accum<Tag, N> acc_add(const accum<Tag, N> &acc, const Y &y, bool subtract) {
  accum<Tag, N> b;
  if constexpr (Accum<Y>)
    b = y;
  else
    b.from_vector(y);
  accum<Tag, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.a[i] = lane_add<accum<Tag, N>>(acc.a[i], b.a[i], subtract);
  return r;
}
} // namespace detail
template <typename Tag, unsigned N, typename Y>
accum<Tag, N> add(const accum<Tag, N> &acc, const Y &y) {
  return detail::acc_add(acc, y, false);
}
template <typename Tag, unsigned N, typename Y>
accum<Tag, N> sub(const accum<Tag, N> &acc, const Y &y) {
  return detail::acc_add(acc, y, true);
}
template <typename Tag, unsigned N> accum<Tag, N> neg(const accum<Tag, N> &a) {
  return sub(accum<Tag, N>(), a);
}

// --------------------------------------------------------- multiplication
namespace detail {
// The multiplier work of one lane of R = A x B, in lanes of the native
// 16-bit x 16-bit mode (32 lanes an instruction into 32-bit accumulators):
// an instruction fills 16 lanes of 64-bit accumulators, and a 32-bit integer
// operand takes a pass over each of its 16-bit halves (the AIE API emulates
// 32b x 16b with two multiplications and 32b x 32b with four, hi x hi, hi x
// lo, lo x hi, lo x lo: aie_api detail/aie2/emulated_mul_intrinsics.hpp).
template <typename R, typename A, typename B>
constexpr unsigned long long lane_weight() {
  constexpr auto halves = [](bool wide) { return wide ? 2ull : 1ull; };
  return (R::accum_bits() > 32 ? 2 : 1) *
         halves(std::is_integral_v<A> && sizeof(A) > 2) *
         halves(std::is_integral_v<B> && sizeof(B) > 2);
}
} // namespace detail

template <typename Tag = accauto, typename X, typename Y>
  requires detail::VecOp<X, Y>
auto mul(const X &x, const Y &y) {
  using V = detail::vec_of<X, Y>;
  using A = detail::factor_t<X, V>;
  using B = detail::factor_t<Y, V>;
  using R = accum<detail::acc_tag_t<Tag, A, B>, V::size()>;
  R r;
  aiesim::multiplied(V::size() * detail::lane_weight<R, A, B>());
  for (unsigned i = 0; i < V::size(); ++i)
    r.a[i] = detail::product<R>(A(detail::at(x, i)), B(detail::at(y, i)));
  return r;
}
template <typename Tag = accauto, typename T, unsigned N>
auto mul_square(const vector<T, N> &v) {
  return mul<Tag>(v, v);
}
template <typename Tag = accauto, typename X, typename Y>
  requires detail::VecOp<X, Y>
auto negmul(const X &x, const Y &y) {
  return neg(mul<Tag>(x, y));
}
template <typename Tag, unsigned N, typename X, typename Y>
accum<Tag, N> mac(const accum<Tag, N> &acc, const X &x, const Y &y) {
  return detail::acc_add(acc, mul<Tag>(x, y), false);
}
template <typename Tag, unsigned N, typename X, typename Y>
accum<Tag, N> msc(const accum<Tag, N> &acc, const X &x, const Y &y) {
  return detail::acc_add(acc, mul<Tag>(x, y), true);
}
template <typename Tag, unsigned N, typename T>
accum<Tag, N> mac_square(const accum<Tag, N> &acc, const vector<T, N> &v) {
  return mac(acc, v, v);
}

// acc + coeff[start] * d0 + coeff[start + 1] * d1 + ...
template <unsigned Lanes, typename Tag = accauto, typename C, unsigned NC,
          typename D, unsigned ND, typename... Ds>
auto accumulate(const vector<C, NC> &coeff, unsigned start,
                const vector<D, ND> &d0, const Ds &...ds) {
  static_assert(ND == Lanes, "accumulate: data vectors have Lanes elements");
  auto acc = mul<Tag>(coeff.e[start], d0);
  unsigned k = start + 1;
  ((acc = mac(acc, coeff.e[k++], ds)), ...);
  return acc;
}
template <unsigned Lanes, typename Tag, unsigned N, typename C, unsigned NC,
          typename D, unsigned ND, typename... Ds>
accum<Tag, N> accumulate(const accum<Tag, N> &acc0, const vector<C, NC> &coeff,
                         unsigned start, const vector<D, ND> &d0,
                         const Ds &...ds) {
  static_assert(ND == Lanes && N == Lanes, "accumulate: Lanes elements");
  auto acc = mac(acc0, coeff.e[start], d0);
  unsigned k = start + 1;
  ((acc = mac(acc, coeff.e[k++], ds)), ...);
  return acc;
}

// --------------------------------------------------------------- comparison
#define AIESIM_COMPARE(name, expr)                                             \
  template <typename X, typename Y>                                            \
    requires detail::VecOp<X, Y>                                               \
  auto name(const X &x, const Y &y) {                                          \
    using V = detail::vec_of<X, Y>;                                            \
    using T = typename V::value_type;                                          \
    mask<V::size()> m;                                                         \
    aiesim::vector_op(V::size() * aiesim::type_bits<T>());                     \
    for (unsigned i = 0; i < V::size(); ++i) {                                 \
      T a = T(detail::at(x, i)), b = T(detail::at(y, i));                      \
      m.set(i, (expr));                                                        \
    }                                                                          \
    return m;                                                                  \
  }
AIESIM_COMPARE(lt, (detail::less<T>(a, b)))
AIESIM_COMPARE(le, (!detail::less<T>(b, a)))
AIESIM_COMPARE(gt, (detail::less<T>(b, a)))
AIESIM_COMPARE(ge, (!detail::less<T>(a, b)))
AIESIM_COMPARE(eq, (detail::equal<T>(a, b)))
AIESIM_COMPARE(neq, (!detail::equal<T>(a, b)))
#undef AIESIM_COMPARE

template <typename X, typename Y>
  requires detail::VecOp<X, Y>
bool equal(const X &x, const Y &y) {
  return eq(x, y).full();
}
template <typename X, typename Y>
  requires detail::VecOp<X, Y>
bool not_equal(const X &x, const Y &y) {
  return !equal(x, y);
}

// out[i] = m[i] ? y[i] : x[i]
template <typename X, typename Y, unsigned N>
auto select(const X &x, const Y &y, const mask<N> &m) {
  using T = std::conditional_t<
      Vector<X>, detail::scalar_of<X>,
      std::conditional_t<Vector<Y>, detail::scalar_of<Y>, X>>;
  vector<T, N> r;
  aiesim::vector_op(N * aiesim::type_bits<T>());
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = m.test(i) ? T(detail::at(y, i)) : T(detail::at(x, i));
  return r;
}

// --------------------------------------------------------------- reduction
template <typename T, unsigned N> T reduce_add(const vector<T, N> &v) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  if constexpr (aiesim::is_float_v<T>) {
    // A tree of float additions, rounded to T once at the end.
    float s[N];
    for (unsigned i = 0; i < N; ++i)
      s[i] = float(v.e[i]);
    for (unsigned w = N; w > 1; w = (w + 1) / 2)
      for (unsigned i = 0; i < w / 2; ++i)
        s[i] = s[i] + s[i + (w + 1) / 2];
    return T(s[0]);
  } else {
    T s = v.e[0];
    for (unsigned i = 1; i < N; ++i)
      s = detail::add<T>(s, v.e[i]);
    return s;
  }
}
template <typename R, typename Tag, unsigned N>
R reduce_add(const accum<Tag, N> &a) {
  static_assert(accum<Tag, N>::value_class() == aiesim::AccClass::FP,
                "reduce_add of an accumulator: float accumulators only");
  float s[N];
  for (unsigned i = 0; i < N; ++i)
    s[i] = a.a[i];
  for (unsigned w = N; w > 1; w = (w + 1) / 2)
    for (unsigned i = 0; i < w / 2; ++i)
      s[i] = s[i] + s[i + (w + 1) / 2];
  return R(s[0]);
}
template <typename T, unsigned N> T reduce_min(const vector<T, N> &v) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  T m = v.e[0];
  for (unsigned i = 1; i < N; ++i)
    if (detail::less<T>(v.e[i], m))
      m = v.e[i];
  return m;
}
template <typename T, unsigned N> T reduce_max(const vector<T, N> &v) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  T m = v.e[0];
  for (unsigned i = 1; i < N; ++i)
    if (detail::less<T>(m, v.e[i]))
      m = v.e[i];
  return m;
}
template <typename T, unsigned N> T reduce_mul(const vector<T, N> &v) {
  aiesim::vector_op(N * aiesim::type_bits<T>());
  T m = v.e[0];
  for (unsigned i = 1; i < N; ++i) {
    if constexpr (aiesim::is_float_v<T>)
      m = T(float(m) * float(v.e[i]));
    else
      m = detail::wrap<T>(int64_t(m) * int64_t(v.e[i]));
  }
  return m;
}
// Element-wise sum of several vectors.
template <typename T, unsigned N, typename... Vs>
vector<T, N> reduce_add_v(const vector<T, N> &v, const Vs &...vs) {
  vector<T, N> r = v;
  ((r = add(r, vs)), ...);
  return r;
}

// ---------------------------------------------------------------- reshaping
// Elements beyond the input (the API leaves them undefined) are zero.
template <typename T, unsigned N>
vector<T, N> shuffle_down(const vector<T, N> &v, unsigned n) {
  vector<T, N> r;
  for (unsigned i = 0; i + n < N; ++i)
    r.e[i] = v.e[i + n];
  return r;
}
template <typename T, unsigned N>
vector<T, N> shuffle_up(const vector<T, N> &v, unsigned n) {
  vector<T, N> r;
  for (unsigned i = 0; i + n < N; ++i)
    r.e[i + n] = v.e[i];
  return r;
}
template <typename T, unsigned N>
vector<T, N> shuffle_down_rotate(const vector<T, N> &v, unsigned n) {
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = v.e[(i + n) % N];
  return r;
}
template <typename T, unsigned N>
vector<T, N> shuffle_up_rotate(const vector<T, N> &v, unsigned n) {
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[(i + n) % N] = v.e[i];
  return r;
}
template <typename T, unsigned N>
vector<T, N> shuffle_down_fill(const vector<T, N> &v, const vector<T, N> &fill,
                               unsigned n) {
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = i + n < N ? v.e[i + n] : fill.e[i + n - N];
  return r;
}
template <typename T, unsigned N>
vector<T, N> shuffle_up_fill(const vector<T, N> &v, const vector<T, N> &fill,
                             unsigned n) {
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = i >= n ? v.e[i - n] : fill.e[i + N - n];
  return r;
}
template <typename T, unsigned N>
vector<T, N> shuffle_down_replicate(const vector<T, N> &v, unsigned n) {
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = i + n < N ? v.e[i + n] : v.e[N - 1];
  return r;
}
template <typename T, unsigned N>
vector<T, N> shuffle_up_replicate(const vector<T, N> &v, unsigned n) {
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = i >= n ? v.e[i - n] : v.e[0];
  return r;
}
template <typename T, unsigned N> vector<T, N> reverse(const vector<T, N> &v) {
  vector<T, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = v.e[N - 1 - i];
  return r;
}
template <typename T, unsigned N>
vector<T, N / 2> filter_even(const vector<T, N> &v, unsigned chunk = 1) {
  vector<T, N / 2> r;
  for (unsigned i = 0; i < N / 2; ++i)
    r.e[i] = v.e[(i / chunk) * 2 * chunk + i % chunk];
  return r;
}
template <typename T, unsigned N>
vector<T, N / 2> filter_odd(const vector<T, N> &v, unsigned chunk = 1) {
  vector<T, N / 2> r;
  for (unsigned i = 0; i < N / 2; ++i)
    r.e[i] = v.e[(i / chunk) * 2 * chunk + chunk + i % chunk];
  return r;
}
// { v[0:c), w[0:c), v[c:2c), w[c:2c), ... } as two halves.
template <typename T, unsigned N>
std::pair<vector<T, N>, vector<T, N>>
interleave_zip(const vector<T, N> &v, const vector<T, N> &w, unsigned chunk) {
  T all[2 * N];
  for (unsigned i = 0; i < 2 * N; ++i) {
    unsigned c = i / chunk, o = i % chunk;
    all[i] = (c & 1) ? w.e[(c / 2) * chunk + o] : v.e[(c / 2) * chunk + o];
  }
  std::pair<vector<T, N>, vector<T, N>> r;
  for (unsigned i = 0; i < N; ++i) {
    r.first.e[i] = all[i];
    r.second.e[i] = all[N + i];
  }
  return r;
}
// The inverse of interleave_zip: even chunks of (v, w) first, odd ones next.
template <typename T, unsigned N>
std::pair<vector<T, N>, vector<T, N>>
interleave_unzip(const vector<T, N> &v, const vector<T, N> &w, unsigned chunk) {
  T all[2 * N];
  for (unsigned i = 0; i < N; ++i) {
    all[i] = v.e[i];
    all[N + i] = w.e[i];
  }
  std::pair<vector<T, N>, vector<T, N>> r;
  unsigned a = 0, b = 0;
  for (unsigned c = 0; c < 2 * N / chunk; ++c)
    for (unsigned o = 0; o < chunk; ++o) {
      T x = all[c * chunk + o];
      if (c & 1)
        r.second.e[b++] = x;
      else
        r.first.e[a++] = x;
    }
  return r;
}
// v read as a row-major rows x cols matrix, transposed.
template <typename T, unsigned N>
vector<T, N> transpose(const vector<T, N> &v, unsigned rows, unsigned cols) {
  if (rows * cols != N)
    AIESIM_UNSUPPORTED(TRANSPOSE_SHAPE);
  vector<T, N> r;
  for (unsigned i = 0; i < rows; ++i)
    for (unsigned j = 0; j < cols; ++j)
      r.e[j * rows + i] = v.e[i * cols + j];
  return r;
}

namespace detail {
// The implementation behind aie::transpose, which kernels also call by this
// name (mlir-aie's block floating-point conversion kernel does).
template <typename T, unsigned N> struct transpose {
  static vector<T, N> run(const vector<T, N> &v, unsigned rows, unsigned cols) {
    return aie::transpose(v, rows, cols);
  }
};
} // namespace detail

} // namespace aie
