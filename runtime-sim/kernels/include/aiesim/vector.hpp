// aiesim: aie::vector, aie::mask and aie::accum on the host.
#pragma once

#include "base.hpp"

namespace aie {

using rounding_mode = aiesim::rounding;
using saturation_mode = aiesim::saturation;

template <typename T>
static constexpr unsigned native_vector_length_v = aiesim::native_lanes<T>();

template <typename T, unsigned N = aiesim::native_lanes<T>()> class vector;
template <unsigned N> class mask;
template <typename Tag, unsigned N = 16> class accum;
template <typename T, unsigned N> class block_vector;

namespace detail {
template <typename V> struct is_vector : std::false_type {};
template <typename T, unsigned N>
struct is_vector<vector<T, N>> : std::true_type {};
template <typename A> struct is_accum : std::false_type {};
template <typename Tag, unsigned N>
struct is_accum<accum<Tag, N>> : std::true_type {};
template <typename M> struct is_mask : std::false_type {};
template <unsigned N> struct is_mask<mask<N>> : std::true_type {};
} // namespace detail

template <typename V>
concept Vector = detail::is_vector<std::remove_cvref_t<V>>::value;
template <typename A>
concept Accum = detail::is_accum<std::remove_cvref_t<A>>::value;
template <typename M>
concept Mask = detail::is_mask<std::remove_cvref_t<M>>::value;
template <typename T>
concept ElemBaseType = aiesim::is_elem_v<T>;

// ------------------------------------------------------------------- vector
template <typename T, unsigned N> class vector {
  static_assert(aiesim::is_elem_v<T>,
                "aie::vector: not an element type of the AIE API");
  static_assert(N > 0, "aie::vector: no elements");

public:
  T e[N]{};

  using value_type = T;
  using elem_type = T;
  using native_type = vector;

  static constexpr unsigned size() { return N; }
  static constexpr unsigned type_bits() { return aiesim::type_bits<T>(); }
  static constexpr unsigned bits() { return N * type_bits(); }
  static constexpr unsigned bytes() { return bits() / 8; }
  static constexpr bool is_signed() { return aiesim::is_signed_elem<T>(); }
  static constexpr bool is_complex() { return aiesim::is_complex_v<T>; }
  static constexpr bool is_real() { return !is_complex(); }
  static constexpr bool is_integral() { return aiesim::is_integral_v<T>; }
  static constexpr bool is_floating_point() { return aiesim::is_float_v<T>; }

  vector() = default;

  // Elements in order (the rest zero).
  template <typename... Vs>
    requires(sizeof...(Vs) >= 1 && sizeof...(Vs) < N &&
             (std::is_convertible_v<Vs, T> && ...))
  explicit vector(T v, Vs... vs) : e{v, T(vs)...} {}

  // The concatenation of sub-vectors whose sizes add up to N.
  template <unsigned M, unsigned... Ms>
    requires(sizeof...(Ms) >= 1 && (M + (Ms + ...)) == N)
  vector(const vector<T, M> &a, const vector<T, Ms> &...rest) {
    unsigned at = 0;
    auto put = [&](const auto &v) {
      for (unsigned i = 0; i < v.size(); ++i)
        e[at + i] = v.e[i];
      at += v.size();
    };
    put(a);
    (put(rest), ...);
  }

  vector to_native() const { return *this; }

  T &operator[](unsigned i) { return e[i]; }
  const T &operator[](unsigned i) const { return e[i]; }
  T &elem_ref(unsigned i) { return e[i]; }
  const T &elem_const_ref(unsigned i) const { return e[i]; }
  T get(unsigned i) const { return e[i]; }
  vector &set(T v, unsigned i) {
    e[i] = v;
    return *this;
  }
  T *begin() { return e; }
  T *end() { return e + N; }
  const T *begin() const { return e; }
  const T *end() const { return e + N; }

  // Moves every element one position up; v goes to position 0.
  vector &push(T v) {
    for (unsigned i = N - 1; i > 0; --i)
      e[i] = e[i - 1];
    e[0] = v;
    return *this;
  }

  template <unsigned M> vector<T, M> extract(unsigned idx) const {
    static_assert(N % M == 0, "extract: the part must divide the vector");
    vector<T, M> r;
    for (unsigned i = 0; i < M; ++i)
      r.e[i] = e[idx * M + i];
    return r;
  }
  template <unsigned M> vector<T, M> grow_extract(unsigned idx) const {
    if constexpr (M > N)
      return grow<M>();
    else
      return extract<M>(idx);
  }
  template <unsigned M> auto split() const {
    struct parts {
      vector<T, M> p[N / M];
    };
    parts r;
    for (unsigned k = 0; k < N / M; ++k)
      r.p[k] = extract<M>(k);
    return r;
  }
  template <unsigned M> vector &insert(unsigned idx, const vector<T, M> &v) {
    static_assert(N % M == 0, "insert: the part must divide the vector");
    for (unsigned i = 0; i < M; ++i)
      e[idx * M + i] = v.e[i];
    return *this;
  }
  template <unsigned M> vector &insert(unsigned idx, T v) {
    static_assert(M == 1, "insert<M>(idx, value): M must be 1");
    e[idx] = v;
    return *this;
  }
  template <unsigned M> vector<T, M> grow(unsigned idx = 0) const {
    static_assert(M >= N && M % N == 0, "grow: to a multiple of the size");
    vector<T, M> r;
    for (unsigned i = 0; i < N; ++i)
      r.e[idx * N + i] = e[i];
    return r;
  }
  template <unsigned M> vector<T, M> grow_replicate() const {
    static_assert(M >= N && M % N == 0, "grow_replicate: to a multiple");
    vector<T, M> r;
    for (unsigned i = 0; i < M; ++i)
      r.e[i] = e[i % N];
    return r;
  }
  template <typename... Vs> vector &upd_all(const Vs &...parts) {
    *this = vector(parts...);
    return *this;
  }

  // The bytes of the vector as AIE memory holds them.
  void to_memory(void *p) const {
    if constexpr (aiesim::is_int4_v<T>) {
      auto *b = static_cast<uint8_t *>(p);
      for (unsigned i = 0; i < N; i += 2)
        b[i / 2] = uint8_t((int(e[i]) & 15) |
                           ((i + 1 < N ? int(e[i + 1]) & 15 : 0) << 4));
    } else {
      std::memcpy(p, e, sizeof(e));
    }
  }
  static vector from_memory(const void *p) {
    vector r;
    if constexpr (aiesim::is_int4_v<T>) {
      auto *b = static_cast<const uint8_t *>(p);
      for (unsigned i = 0; i < N; ++i)
        r.e[i] = T(int((b[i / 2] >> (4 * (i & 1))) & 15));
    } else {
      std::memcpy(r.e, p, sizeof(r.e));
    }
    return r;
  }

  // The same bits as a vector of U.
  template <typename U> auto cast_to() const {
    constexpr unsigned M = bits() / aiesim::type_bits<U>();
    static_assert(M * aiesim::type_bits<U>() == bits(),
                  "cast_to: the bits do not split into whole elements");
    alignas(16) uint8_t buf[bits() / 8 + 1];
    to_memory(buf);
    return vector<U, M>::from_memory(buf);
  }

  template <typename P> void load(const P *p) {
    *this = from_memory(static_cast<const void *>(p));
  }
  template <typename P> void store(P *p) const {
    to_memory(static_cast<void *>(p));
  }
  template <typename P> void load_unaligned(const P *p, unsigned = 1) {
    load(p);
  }
  template <typename P> void store_unaligned(P *p, unsigned = 1) const {
    store(p);
  }

  // Integer elements widened (unpack) or narrowed (pack: the low bits).
  template <typename U = void> auto unpack() const;
  template <typename U = void> auto pack() const;
  template <typename U = void> auto unpack_sign(bool is_signed) const;
  template <typename U = void> auto pack_sign(bool is_signed) const;
};

namespace detail {
template <typename T> struct twice;
template <> struct twice<int4_t> { using type = int8_t; };
template <> struct twice<uint4_t> { using type = uint8_t; };
template <> struct twice<int8_t> { using type = int16_t; };
template <> struct twice<uint8_t> { using type = uint16_t; };
template <> struct twice<int16_t> { using type = int32_t; };
template <> struct twice<uint16_t> { using type = uint32_t; };
template <typename T> struct half;
template <> struct half<int8_t> { using type = int4_t; };
template <> struct half<uint8_t> { using type = uint4_t; };
template <> struct half<int16_t> { using type = int8_t; };
template <> struct half<uint16_t> { using type = uint8_t; };
template <> struct half<int32_t> { using type = int16_t; };
template <> struct half<uint32_t> { using type = uint16_t; };
template <typename T> struct flip_sign;
template <> struct flip_sign<int8_t> { using type = uint8_t; };
template <> struct flip_sign<uint8_t> { using type = int8_t; };
template <> struct flip_sign<int16_t> { using type = uint16_t; };
template <> struct flip_sign<uint16_t> { using type = int16_t; };
template <> struct flip_sign<int32_t> { using type = uint32_t; };
template <> struct flip_sign<uint32_t> { using type = int32_t; };
template <> struct flip_sign<int4_t> { using type = uint4_t; };
template <> struct flip_sign<uint4_t> { using type = int4_t; };
} // namespace detail

template <typename T, unsigned N>
template <typename U>
auto vector<T, N>::unpack() const {
  using R = std::conditional_t<std::is_void_v<U>,
                               typename detail::twice<T>::type, U>;
  vector<R, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = R(int64_t(e[i]));
  return r;
}
template <typename T, unsigned N>
template <typename U>
auto vector<T, N>::pack() const {
  using R =
      std::conditional_t<std::is_void_v<U>, typename detail::half<T>::type, U>;
  // The pack instructions shift-round-saturate by 0 under the tile's modes.
  vector<R, N> r;
  for (unsigned i = 0; i < N; ++i)
    r.e[i] = aiesim::srs<R>(int64_t(e[i]), 0);
  return r;
}
template <typename T, unsigned N>
template <typename U>
auto vector<T, N>::unpack_sign(bool is_signed) const {
  using W = std::conditional_t<std::is_void_v<U>,
                               typename detail::twice<T>::type, U>;
  vector<W, N> r;
  for (unsigned i = 0; i < N; ++i) {
    int64_t x = int64_t(e[i]);
    constexpr unsigned b = aiesim::type_bits<T>();
    int64_t u = x & ((int64_t(1) << b) - 1);
    int64_t s = (u >> (b - 1)) ? u - (int64_t(1) << b) : u;
    r.e[i] = W(is_signed ? s : u);
  }
  return r;
}
template <typename T, unsigned N>
template <typename U>
auto vector<T, N>::pack_sign(bool is_signed) const {
  using R =
      std::conditional_t<std::is_void_v<U>, typename detail::half<T>::type, U>;
  vector<R, N> r;
  auto &st = aiesim::state();
  for (unsigned i = 0; i < N; ++i) {
    __int128 v = aiesim::fit_bits(int64_t(e[i]), aiesim::type_bits<R>(),
                                  is_signed, st.sat);
    r.e[i] = R(int64_t(v));
  }
  return r;
}

template <typename T, unsigned N>
bool operator==(const vector<T, N> &a, const vector<T, N> &b) {
  for (unsigned i = 0; i < N; ++i)
    if (!(a.e[i] == b.e[i]))
      return false;
  return true;
}

// --------------------------------------------------------------------- mask
template <unsigned N> class mask {
  static constexpr unsigned W = (N + 63) / 64;

public:
  uint64_t w[W]{};

  static constexpr unsigned size() { return N; }
  mask() = default;
  explicit mask(bool all) {
    for (unsigned i = 0; i < N; ++i)
      set(i, all);
  }
  static mask from_uint64(uint64_t v) {
    mask m;
    m.w[0] = N >= 64 ? v : (v & ((uint64_t(1) << N) - 1));
    return m;
  }
  template <typename... Ws> static mask from_uint64(uint64_t v, Ws... ws) {
    mask m;
    uint64_t all[] = {v, uint64_t(ws)...};
    for (unsigned i = 0; i < W && i < sizeof...(Ws) + 1; ++i)
      m.w[i] = all[i];
    m.trim();
    return m;
  }
  template <typename... Ws> static mask from_uint32(uint32_t v, Ws... ws) {
    mask m;
    uint32_t all[] = {v, uint32_t(ws)...};
    for (unsigned i = 0; i < sizeof...(Ws) + 1 && i * 32 < N; ++i)
      m.w[i / 2] |= uint64_t(all[i]) << (32 * (i & 1));
    m.trim();
    return m;
  }
  uint32_t to_uint32(unsigned i = 0) const {
    return uint32_t(w[i / 2] >> (32 * (i & 1)));
  }
  uint64_t to_uint64(unsigned i = 0) const { return w[i]; }
  bool test(unsigned i) const { return (w[i / 64] >> (i % 64)) & 1; }
  bool operator[](unsigned i) const { return test(i); }
  void set(unsigned i, bool v = true) {
    if (v)
      w[i / 64] |= uint64_t(1) << (i % 64);
    else
      w[i / 64] &= ~(uint64_t(1) << (i % 64));
  }
  void clear(unsigned i) { set(i, false); }
  unsigned count() const {
    unsigned c = 0;
    for (unsigned i = 0; i < W; ++i)
      c += unsigned(__builtin_popcountll(w[i]));
    return c;
  }
  unsigned clz() const {
    for (unsigned i = N; i > 0; --i)
      if (test(i - 1))
        return N - i;
    return N;
  }
  bool empty() const { return count() == 0; }
  bool full() const { return count() == N; }
  mask operator~() const {
    mask m;
    for (unsigned i = 0; i < W; ++i)
      m.w[i] = ~w[i];
    m.trim();
    return m;
  }
  mask operator&(const mask &o) const { return zip(o, [](auto a, auto b) { return a & b; }); }
  mask operator|(const mask &o) const { return zip(o, [](auto a, auto b) { return a | b; }); }
  mask operator^(const mask &o) const { return zip(o, [](auto a, auto b) { return a ^ b; }); }
  mask &operator&=(const mask &o) { return *this = *this & o; }
  mask &operator|=(const mask &o) { return *this = *this | o; }
  mask &operator^=(const mask &o) { return *this = *this ^ o; }
  mask operator<<(unsigned s) const {
    mask m;
    for (unsigned i = s; i < N; ++i)
      m.set(i, test(i - s));
    return m;
  }
  mask operator>>(unsigned s) const {
    mask m;
    for (unsigned i = 0; i + s < N; ++i)
      m.set(i, test(i + s));
    return m;
  }
  bool operator==(const mask &o) const {
    for (unsigned i = 0; i < W; ++i)
      if (w[i] != o.w[i])
        return false;
    return true;
  }

private:
  void trim() {
    if (N % 64)
      w[W - 1] &= (uint64_t(1) << (N % 64)) - 1;
  }
  template <typename F> mask zip(const mask &o, F f) const {
    mask m;
    for (unsigned i = 0; i < W; ++i)
      m.w[i] = f(w[i], o.w[i]);
    return m;
  }
};

// -------------------------------------------------------------- accumulator
namespace detail {
template <aiesim::AccClass C> struct lane;
template <> struct lane<aiesim::AccClass::Int> { using type = int64_t; };
template <> struct lane<aiesim::AccClass::FP> { using type = float; };
struct clane_int {
  int64_t re, im;
};
struct clane_fp {
  float re, im;
};
template <> struct lane<aiesim::AccClass::CInt> { using type = clane_int; };
template <> struct lane<aiesim::AccClass::CFP> { using type = clane_fp; };

template <typename T> constexpr aiesim::AccClass class_of() {
  if constexpr (std::is_same_v<T, cfloat> || std::is_same_v<T, cbfloat16>)
    return aiesim::AccClass::CFP;
  else if constexpr (aiesim::is_complex_v<T>)
    return aiesim::AccClass::CInt;
  else if constexpr (aiesim::is_float_v<T>)
    return aiesim::AccClass::FP;
  else
    return aiesim::AccClass::Int;
}
} // namespace detail

template <typename Tag, unsigned N> class accum {
  static_assert(aiesim::AccTag<Tag>,
                "aie::accum: not an accumulator tag of AIE-ML/XDNA2 (acc72 "
                "and acc80 are AIE only)");

public:
  using info = aiesim::acc_info<Tag>;
  using value_type = Tag;
  using lane_type = typename detail::lane<info::klass>::type;
  lane_type a[N]{};

  static constexpr unsigned size() { return N; }
  static constexpr unsigned accum_bits() { return info::bits; }
  static constexpr unsigned bits() { return N * info::bits; }
  static constexpr aiesim::AccClass value_class() { return info::klass; }
  static constexpr bool is_floating_point() {
    return info::klass == aiesim::AccClass::FP ||
           info::klass == aiesim::AccClass::CFP;
  }
  static constexpr bool is_complex() {
    return info::klass == aiesim::AccClass::CInt ||
           info::klass == aiesim::AccClass::CFP;
  }
  static constexpr bool is_real() { return !is_complex(); }

  accum() = default;
  // An accumulator of the same class and lane width.
  template <typename Tag2>
    requires(!std::is_same_v<Tag2, Tag> &&
             aiesim::acc_info<Tag2>::klass == info::klass &&
             aiesim::acc_info<Tag2>::bits == info::bits)
  accum(const accum<Tag2, N> &o) {
    for (unsigned i = 0; i < N; ++i)
      a[i] = o.a[i];
  }
  template <typename T>
  explicit accum(const vector<T, N> &v, int shift = 0) {
    from_vector(v, shift);
  }
  template <typename T>
    requires(std::is_same_v<T, bfp16ebs8> || std::is_same_v<T, bfp16ebs16>)
  explicit accum(const block_vector<T, N> &v, int = 0) {
    static_assert(info::klass == aiesim::AccClass::FP,
                  "block vectors convert to float accumulators");
    for (unsigned i = 0; i < N; ++i)
      a[i] = v.get(i);
  }
  template <typename T> accum &operator=(const vector<T, N> &v) {
    return from_vector(v, 0);
  }

  // A lane brought to the accumulator's width.
  static lane_type fit(__int128 v)
    requires(info::klass == aiesim::AccClass::Int)
  {
    return aiesim::acc_fit(v, info::bits);
  }

  template <typename T> accum &from_vector(const vector<T, N> &v, int shift = 0) {
    constexpr auto k = info::klass;
    for (unsigned i = 0; i < N; ++i) {
      if constexpr (k == aiesim::AccClass::Int && std::is_same_v<T, float>) {
        // A float vector in a 32-bit accumulator register (XDNA2 keeps
        // float vectors there): the lanes hold its bits.
        static_assert(info::bits == 32,
                      "from_vector: float vectors go into accfloat or acc32");
        a[i] = int32_t(aiesim::float_bits(v.e[i]));
      } else if constexpr (k == aiesim::AccClass::Int) {
        static_assert(aiesim::is_integral_v<T>,
                      "from_vector: integer accumulators take integer vectors");
        __int128 x = int64_t(v.e[i]);
        a[i] = fit(shift >= 0 ? x << shift : aiesim::round_shift(x, -shift, aiesim::state().rnd));
      } else if constexpr (k == aiesim::AccClass::FP) {
        static_assert(aiesim::is_float_v<T>,
                      "from_vector: float accumulators take float or "
                      "bfloat16 vectors");
        a[i] = float(v.e[i]);
      } else if constexpr (k == aiesim::AccClass::CInt) {
        static_assert(std::is_same_v<T, cint16> || std::is_same_v<T, cint32>,
                      "from_vector: complex accumulators take cint vectors");
        a[i].re = int64_t(v.e[i].real) << shift;
        a[i].im = int64_t(v.e[i].imag) << shift;
      } else {
        a[i].re = float(v.e[i].real);
        a[i].im = float(v.e[i].imag);
      }
    }
    return *this;
  }

  template <typename T>
    requires(std::is_same_v<T, bfp16ebs8> || std::is_same_v<T, bfp16ebs16>)
  block_vector<T, N> to_vector(int = 0) const {
    static_assert(info::klass == aiesim::AccClass::FP,
                  "to_vector: block vectors come from float accumulators");
    return block_vector<T, N>::from_floats(a);
  }
  template <typename T>
    requires(!std::is_same_v<T, bfp16ebs8> && !std::is_same_v<T, bfp16ebs16>)
  vector<T, N> to_vector(int shift = 0) const {
    aiesim::converted(N * aiesim::type_bits<T>());
    constexpr auto k = info::klass;
    vector<T, N> r;
    for (unsigned i = 0; i < N; ++i) {
      if constexpr (k == aiesim::AccClass::Int && std::is_same_v<T, float>) {
        static_assert(info::bits == 32,
                      "to_vector<float>: from accfloat, or acc32 holding floats");
        r.e[i] = aiesim::bits_float(uint32_t(a[i]));
      } else if constexpr (k == aiesim::AccClass::Int) {
        static_assert(aiesim::is_integral_v<T>,
                      "to_vector: an integer accumulator converts to integer "
                      "elements");
        r.e[i] = aiesim::srs<T>(a[i], shift);
      } else if constexpr (k == aiesim::AccClass::FP) {
        static_assert(aiesim::is_float_v<T>,
                      "to_vector: a float accumulator converts to float or "
                      "bfloat16 (aie::to_fixed converts to integers)");
        r.e[i] = T(a[i]);
      } else if constexpr (k == aiesim::AccClass::CInt) {
        static_assert(std::is_same_v<T, cint16> || std::is_same_v<T, cint32>,
                      "to_vector: a complex accumulator converts to cint");
        using P = decltype(T{}.real);
        r.e[i].real = aiesim::srs<P>(a[i].re, shift);
        r.e[i].imag = aiesim::srs<P>(a[i].im, shift);
      } else {
        using P = decltype(T{}.real);
        r.e[i].real = P(a[i].re);
        r.e[i].imag = P(a[i].im);
      }
    }
    return r;
  }
  template <typename T>
  vector<T, N> to_vector_sign(bool is_signed, int shift = 0) const {
    static_assert(info::klass == aiesim::AccClass::Int,
                  "to_vector_sign: integer accumulators only");
    vector<T, N> r;
    auto &st = aiesim::state();
    for (unsigned i = 0; i < N; ++i) {
      __int128 x = aiesim::round_shift(a[i], shift, st.rnd);
      r.e[i] = T(int64_t(
          aiesim::fit_bits(x, aiesim::type_bits<T>(), is_signed, st.sat)));
    }
    return r;
  }
  auto to_vector() const
    requires(is_floating_point())
  {
    if constexpr (info::klass == aiesim::AccClass::FP)
      return to_vector<float>();
    else
      return to_vector<cfloat>();
  }
  template <typename T>
    requires(aiesim::is_float_v<T> && is_floating_point() && N <= 64)
  operator vector<T, N>() const {
    return to_vector<T>();
  }

  template <unsigned M> accum<Tag, M> extract(unsigned idx) const {
    static_assert(N % M == 0, "extract: the part must divide the accumulator");
    accum<Tag, M> r;
    for (unsigned i = 0; i < M; ++i)
      r.a[i] = a[idx * M + i];
    return r;
  }
  template <unsigned M> accum &insert(unsigned idx, const accum<Tag, M> &v) {
    for (unsigned i = 0; i < M; ++i)
      a[idx * M + i] = v.a[i];
    return *this;
  }
  template <unsigned M> accum<Tag, M> grow(unsigned idx = 0) const {
    accum<Tag, M> r;
    for (unsigned i = 0; i < N; ++i)
      r.a[idx * N + i] = a[i];
    return r;
  }
  template <unsigned M> accum<Tag, M> grow_replicate() const {
    accum<Tag, M> r;
    for (unsigned i = 0; i < M; ++i)
      r.a[i] = a[i % N];
    return r;
  }
  template <typename Tag2> auto cast_to() const {
    static_assert(aiesim::acc_info<Tag2>::bits == info::bits &&
                      aiesim::acc_info<Tag2>::klass == info::klass,
                  "accum::cast_to: only between tags of one representation "
                  "is simulated");
    return accum<Tag2, N>(*this);
  }
  template <typename... As> accum &upd_all(const As &...parts) {
    unsigned at = 0;
    auto put = [&](const auto &p) {
      for (unsigned i = 0; i < p.size(); ++i)
        a[at + i] = p.a[i];
      at += p.size();
    };
    (put(parts), ...);
    return *this;
  }
};

} // namespace aie
