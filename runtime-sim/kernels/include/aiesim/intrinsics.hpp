// aiesim: the AIE2/AIE2P intrinsics mlir-aie's kernels call directly, over
// the same vectors and accumulators as the AIE API (v16int32 is
// aie::vector<int32, 16>, v16acc64 is aie::accum<acc64, 16>), so kernels
// mixing both work. Semantics from AMD's AIE-ML intrinsics guide (UG1583).
#pragma once

#include "memory.hpp"

// -------------------------------------------------------------------- types
#define AIESIM_VEC(n, name, T) using v##n##name = ::aie::vector<T, n>;
#define AIESIM_VECS(name, T, a, b, c, d)                                       \
  AIESIM_VEC(a, name, T) AIESIM_VEC(b, name, T) AIESIM_VEC(c, name, T)         \
      AIESIM_VEC(d, name, T)
AIESIM_VECS(int4, int4_t, 32, 64, 128, 256)
AIESIM_VECS(uint4, uint4_t, 32, 64, 128, 256)
AIESIM_VECS(int8, int8_t, 16, 32, 64, 128)
AIESIM_VECS(uint8, uint8_t, 16, 32, 64, 128)
AIESIM_VECS(int16, int16_t, 8, 16, 32, 64)
AIESIM_VECS(uint16, uint16_t, 8, 16, 32, 64)
AIESIM_VECS(int32, int32_t, 4, 8, 16, 32)
AIESIM_VECS(uint32, uint32_t, 4, 8, 16, 32)
AIESIM_VECS(bfloat16, bfloat16, 8, 16, 32, 64)
AIESIM_VECS(float, float, 4, 8, 16, 32)
AIESIM_VECS(cint16, cint16, 4, 8, 16, 32)
AIESIM_VECS(cint32, cint32, 2, 4, 8, 16)
#undef AIESIM_VECS
#undef AIESIM_VEC
#define AIESIM_ACC(n, name, Tag) using v##n##name = ::aie::accum<Tag, n>;
AIESIM_ACC(8, acc32, acc32)
AIESIM_ACC(16, acc32, acc32)
AIESIM_ACC(32, acc32, acc32)
AIESIM_ACC(64, acc32, acc32)
AIESIM_ACC(4, acc64, acc64)
AIESIM_ACC(8, acc64, acc64)
AIESIM_ACC(16, acc64, acc64)
AIESIM_ACC(32, acc64, acc64)
AIESIM_ACC(4, accfloat, accfloat)
AIESIM_ACC(8, accfloat, accfloat)
AIESIM_ACC(16, accfloat, accfloat)
AIESIM_ACC(32, accfloat, accfloat)
AIESIM_ACC(64, accfloat, accfloat)
AIESIM_ACC(4, cacc64, cacc64)
AIESIM_ACC(8, cacc64, cacc64)
AIESIM_ACC(16, cacc64, cacc64)
#undef AIESIM_ACC
using v64bfp16ebs8 = ::aie::block_vector<bfp16ebs8, 64>;
using v128bfp16ebs8 = ::aie::block_vector<bfp16ebs8, 128>;
using v64bfp16ebs16 = ::aie::block_vector<bfp16ebs16, 64>;

// Rounding modes and saturation of the control register.
#define rnd_floor 0
#define rnd_ceil 1
#define rnd_sym_floor 2
#define rnd_sym_ceil 3
#define rnd_neg_inf 8
#define rnd_pos_inf 9
#define rnd_sym_zero 10
#define rnd_sym_inf 11
#define rnd_conv_even 12
#define rnd_conv_odd 13

inline void set_rnd(int m) { aiesim::state().rnd = aiesim::rounding(m); }
inline int get_rnd() { return int(aiesim::state().rnd); }
inline void set_sat(int m = 1) { aiesim::state().sat = aiesim::saturation(m); }
inline void clr_sat() { aiesim::state().sat = aiesim::saturation::none; }
inline int get_sat() { return int(aiesim::state().sat); }

// --------------------------------------------------------- undef, broadcast
// undef_V() (its elements undefined: zero here), broadcast_zero_to_V() for
// every vector and accumulator type; broadcast_to_V(x) and
// broadcast_one_to_V() for the real vector types.
#define AIESIM_UNDEF(V)                                                        \
  inline V undef_##V() { return V(); }                                         \
  inline V broadcast_zero_to_##V() { return V(); }
#define AIESIM_BCAST(V, T)                                                     \
  AIESIM_UNDEF(V)                                                              \
  inline V broadcast_to_##V(T x) { return ::aie::broadcast<T, V::size()>(x); } \
  inline V broadcast_one_to_##V() { return ::aie::broadcast<T, V::size()>(1); }
#define AIESIM_FOUR(M, name, T, a, b, c, d)                                    \
  M(v##a##name, T) M(v##b##name, T) M(v##c##name, T) M(v##d##name, T)
#define AIESIM_UNDEF_T(V, T) AIESIM_UNDEF(V)
AIESIM_FOUR(AIESIM_UNDEF_T, int4, int4_t, 32, 64, 128, 256)
AIESIM_FOUR(AIESIM_UNDEF_T, uint4, uint4_t, 32, 64, 128, 256)
AIESIM_FOUR(AIESIM_BCAST, int8, int8_t, 16, 32, 64, 128)
AIESIM_FOUR(AIESIM_BCAST, uint8, uint8_t, 16, 32, 64, 128)
AIESIM_FOUR(AIESIM_BCAST, int16, int16_t, 8, 16, 32, 64)
AIESIM_FOUR(AIESIM_BCAST, uint16, uint16_t, 8, 16, 32, 64)
AIESIM_FOUR(AIESIM_BCAST, int32, int32_t, 4, 8, 16, 32)
AIESIM_FOUR(AIESIM_BCAST, uint32, uint32_t, 4, 8, 16, 32)
AIESIM_FOUR(AIESIM_BCAST, bfloat16, bfloat16, 8, 16, 32, 64)
AIESIM_FOUR(AIESIM_BCAST, float, float, 4, 8, 16, 32)
AIESIM_FOUR(AIESIM_UNDEF_T, cint16, cint16, 4, 8, 16, 32)
AIESIM_FOUR(AIESIM_UNDEF_T, cint32, cint32, 2, 4, 8, 16)
AIESIM_FOUR(AIESIM_UNDEF_T, acc32, acc32, 8, 16, 32, 64)
AIESIM_FOUR(AIESIM_UNDEF_T, acc64, acc64, 4, 8, 16, 32)
AIESIM_FOUR(AIESIM_UNDEF_T, accfloat, accfloat, 4, 8, 16, 32)
AIESIM_UNDEF(v64accfloat)
AIESIM_UNDEF(v4cacc64)
AIESIM_UNDEF(v8cacc64)
AIESIM_UNDEF(v16cacc64)
#undef AIESIM_UNDEF_T
#undef AIESIM_FOUR
#undef AIESIM_BCAST
#undef AIESIM_UNDEF
inline v32bfloat16 broadcast_zero_bfloat16() { return v32bfloat16(); }
inline v32bfloat16 broadcast_bfloat16(bfloat16 x) {
  return ::aie::broadcast<bfloat16, 32>(x);
}
inline v32bfloat16 broadcast_one_bfloat16() {
  return ::aie::broadcast<bfloat16, 32>(1.0f);
}
inline v16int32 broadcast_s32(int32_t x) { return broadcast_to_v16int32(x); }
inline v32int16 broadcast_s16(int16_t x) { return broadcast_to_v32int16(x); }
inline v64int8 broadcast_s8(int8_t x) { return broadcast_to_v64int8(x); }

// ------------------------------------------------------- element access
template <typename T, unsigned N>
T ext_elem(const ::aie::vector<T, N> &v, int idx) {
  return v.e[unsigned(idx) % N];
}
template <typename T, unsigned N>
T extract_elem(const ::aie::vector<T, N> &v, int idx) {
  return v.e[unsigned(idx) % N];
}
template <typename T, unsigned N, typename S>
::aie::vector<T, N> upd_elem(::aie::vector<T, N> v, int idx, S x) {
  v.e[unsigned(idx) % N] = T(x);
  return v;
}
template <typename T, unsigned N, typename S>
::aie::vector<T, N> insert_elem(::aie::vector<T, N> v, int idx, S x) {
  return upd_elem(v, idx, x);
}

// ------------------------------------- sub-vectors: extract, set, update
// extract_v16int32(v32int32, i), set_v32int32(i, v16int32), upd_v32int32(v, i, part)
#define AIESIM_SUB(name, T, W)                                                 \
  template <unsigned N>                                                        \
    requires(N > W)                                                            \
  ::aie::vector<T, W> extract_v##W##name(const ::aie::vector<T, N> &v,         \
                                         int i) {                              \
    return v.template extract<W>(unsigned(i));                                 \
  }                                                                            \
  template <unsigned M>                                                        \
    requires(M < W)                                                            \
  ::aie::vector<T, W> set_v##W##name(int i, const ::aie::vector<T, M> &p) {    \
    ::aie::vector<T, W> r;                                                     \
    return r.insert(unsigned(i), p);                                           \
  }                                                                            \
  template <unsigned M>                                                        \
    requires(M < W)                                                            \
  ::aie::vector<T, W> upd_v##W##name(::aie::vector<T, W> v, int i,             \
                                     const ::aie::vector<T, M> &p) {           \
    return v.insert(unsigned(i), p);                                           \
  }
#define AIESIM_SUBS(name, T, a, b, c, d)                                       \
  AIESIM_SUB(name, T, a) AIESIM_SUB(name, T, b) AIESIM_SUB(name, T, c)         \
      AIESIM_SUB(name, T, d)
AIESIM_SUBS(int8, int8_t, 16, 32, 64, 128)
AIESIM_SUBS(uint8, uint8_t, 16, 32, 64, 128)
AIESIM_SUBS(int16, int16_t, 8, 16, 32, 64)
AIESIM_SUBS(uint16, uint16_t, 8, 16, 32, 64)
AIESIM_SUBS(int32, int32_t, 4, 8, 16, 32)
AIESIM_SUBS(uint32, uint32_t, 4, 8, 16, 32)
AIESIM_SUBS(bfloat16, bfloat16, 8, 16, 32, 64)
AIESIM_SUBS(float, float, 4, 8, 16, 32)
#undef AIESIM_SUBS
#undef AIESIM_SUB

// (a, b) as one byte string, shifted down by `shift` bytes (0..63): the
// result is its bytes [shift, shift + 64).
template <typename T, unsigned N>
::aie::vector<T, N> shift_bytes(const ::aie::vector<T, N> &a,
                                const ::aie::vector<T, N> &b, unsigned shift) {
  constexpr unsigned B = ::aie::vector<T, N>::bytes();
  uint8_t all[2 * B];
  a.to_memory(all);
  b.to_memory(all + B);
  return ::aie::vector<T, N>::from_memory(all + (shift % B));
}
template <typename T, unsigned N>
::aie::vector<T, N> shiftx(const ::aie::vector<T, N> &a,
                           const ::aie::vector<T, N> &b, int step,
                           unsigned shift) {
  return shift_bytes(a, b, unsigned(step) + shift);
}

// -------------------------------------------------------------- shuffle
// Mode TW_RxC[_lo|_hi]: (a, b) read as a row-major R x C matrix of W-bit
// elements, transposed; _lo is the first half of the result, _hi the
// second. Modes of 512 bits transpose a alone.
namespace aiesim {
constexpr unsigned shuffle_mode(unsigned w, unsigned r, unsigned c,
                                unsigned hi) {
  return (w << 20) | (r << 12) | (c << 4) | hi;
}
} // namespace aiesim
#define AIESIM_MODE(W, R, C)                                                   \
  constexpr unsigned T##W##_##R##x##C##_lo = aiesim::shuffle_mode(W, R, C, 0); \
  constexpr unsigned T##W##_##R##x##C##_hi = aiesim::shuffle_mode(W, R, C, 1); \
  constexpr unsigned T##W##_##R##x##C = aiesim::shuffle_mode(W, R, C, 0);
AIESIM_MODE(8, 64, 2)
AIESIM_MODE(8, 32, 4)
AIESIM_MODE(8, 16, 8)
AIESIM_MODE(8, 8, 16)
AIESIM_MODE(8, 4, 32)
AIESIM_MODE(8, 2, 64)
AIESIM_MODE(8, 16, 4)
AIESIM_MODE(8, 4, 16)
AIESIM_MODE(8, 8, 8)
AIESIM_MODE(8, 8, 4)
AIESIM_MODE(8, 4, 8)
AIESIM_MODE(16, 32, 2)
AIESIM_MODE(16, 16, 4)
AIESIM_MODE(16, 8, 8)
AIESIM_MODE(16, 4, 16)
AIESIM_MODE(16, 2, 32)
AIESIM_MODE(16, 8, 4)
AIESIM_MODE(16, 4, 8)
AIESIM_MODE(16, 4, 4)
AIESIM_MODE(32, 16, 2)
AIESIM_MODE(32, 8, 4)
AIESIM_MODE(32, 4, 8)
AIESIM_MODE(32, 2, 16)
AIESIM_MODE(32, 4, 4)
AIESIM_MODE(64, 8, 2)
AIESIM_MODE(64, 4, 4)
AIESIM_MODE(64, 2, 8)
AIESIM_MODE(64, 2, 4)
AIESIM_MODE(64, 4, 2)
AIESIM_MODE(128, 4, 2)
AIESIM_MODE(128, 2, 4)
AIESIM_MODE(256, 2, 2)
AIESIM_MODE(512, 2, 1)
#undef AIESIM_MODE

template <typename T, unsigned N>
::aie::vector<T, N> shuffle(const ::aie::vector<T, N> &a,
                            const ::aie::vector<T, N> &b, unsigned mode) {
  constexpr unsigned B = ::aie::vector<T, N>::bytes();
  unsigned w = mode >> 20, r = (mode >> 12) & 0xff, c = (mode >> 4) & 0xff,
           hi = mode & 1;
  unsigned eb = w / 8;
  if (w % 8 || eb == 0 || r * c * eb > 2 * B)
    AIESIM_UNSUPPORTED(SHUFFLE_MODE);
  uint8_t in[2 * B], out[2 * B];
  a.to_memory(in);
  b.to_memory(in + B);
  unsigned span = r * c * eb; // 1024 or 512 bits
  for (unsigned base = 0; base + span <= 2 * B; base += span)
    for (unsigned i = 0; i < r; ++i)
      for (unsigned j = 0; j < c; ++j)
        std::memcpy(out + base + (j * r + i) * eb, in + base + (i * c + j) * eb,
                    eb);
  return ::aie::vector<T, N>::from_memory(out + (hi ? B : 0));
}
template <typename T, unsigned N>
::aie::vector<T, N> shuffle(const ::aie::vector<T, N> &a, unsigned mode) {
  return shuffle(a, a, mode);
}

// ---------------------------------------------- shift-round-saturate, ups
// srs: to the element half (acc32) or the same width (acc64 -> int32) as
// the lanes, by the control register's modes.
template <unsigned N> ::aie::vector<int32_t, N> srs(const ::aie::accum<acc64, N> &a, int s) {
  return a.template to_vector<int32_t>(s);
}
template <unsigned N> ::aie::vector<int16_t, N> srs(const ::aie::accum<acc32, N> &a, int s) {
  return a.template to_vector<int16_t>(s);
}
template <unsigned N> ::aie::vector<int32_t, N> lsrs(const ::aie::accum<acc64, N> &a, int s, int sign = 1) {
  return a.template to_vector_sign<int32_t>(sign != 0, s);
}
template <unsigned N> ::aie::vector<int16_t, N> lsrs(const ::aie::accum<acc32, N> &a, int s, int sign = 1) {
  return a.template to_vector_sign<int16_t>(sign != 0, s);
}
#define AIESIM_SRS_TO(V, T)                                                    \
  template <typename Tag, unsigned N>                                          \
    requires(N == V::size())                                                   \
  V srs_to_##V(const ::aie::accum<Tag, N> &a, int s) {                         \
    return a.template to_vector<T>(s);                                         \
  }                                                                            \
  template <typename Tag, unsigned N>                                          \
    requires(N == V::size())                                                   \
  V ssrs_to_##V(const ::aie::accum<Tag, N> &a, int s, int sign = 1) {          \
    return a.template to_vector_sign<T>(sign != 0, s);                         \
  }
AIESIM_SRS_TO(v16int32, int32_t)
AIESIM_SRS_TO(v16int16, int16_t)
AIESIM_SRS_TO(v32int16, int16_t)
AIESIM_SRS_TO(v32int8, int8_t)
AIESIM_SRS_TO(v32uint8, uint8_t)
AIESIM_SRS_TO(v16uint16, uint16_t)
AIESIM_SRS_TO(v32uint16, uint16_t)
AIESIM_SRS_TO(v64int8, int8_t)
AIESIM_SRS_TO(v64uint8, uint8_t)
#undef AIESIM_SRS_TO
template <unsigned N> ::aie::accum<acc64, N> ups(const ::aie::vector<int32_t, N> &v, int s) {
  return ::aie::accum<acc64, N>(v, s);
}
template <unsigned N> ::aie::accum<acc32, N> ups(const ::aie::vector<int16_t, N> &v, int s) {
  return ::aie::accum<acc32, N>(v, s);
}
template <unsigned N> ::aie::accum<acc32, N> ups(const ::aie::vector<int8_t, N> &v, int s) {
  return ::aie::accum<acc32, N>(v, s);
}
template <typename T, unsigned N> ::aie::accum<acc64, N> lups(const ::aie::vector<T, N> &v, int s) {
  return ::aie::accum<acc64, N>(v, s);
}
template <typename T, unsigned N> ::aie::accum<acc64, N> ups_to_v16acc64(const ::aie::vector<T, N> &v, int s) {
  return ::aie::accum<acc64, N>(v, s);
}
template <typename T, unsigned N> ::aie::accum<acc32, N> ups_to_v32acc32(const ::aie::vector<T, N> &v, int s) {
  return ::aie::accum<acc32, N>(v, s);
}
template <typename T, unsigned N> ::aie::accum<acc32, N> ups_to_v16acc32(const ::aie::vector<T, N> &v, int s) {
  return ::aie::accum<acc32, N>(v, s);
}

// float accumulators to bfloat16 (round to nearest even) and back.
template <unsigned N> ::aie::vector<bfloat16, N> to_v16bfloat16(const ::aie::accum<accfloat, N> &a) {
  static_assert(N == 16, "to_v16bfloat16 takes a v16accfloat");
  return a.template to_vector<bfloat16>();
}
template <unsigned N> ::aie::vector<bfloat16, N> to_v32bfloat16(const ::aie::accum<accfloat, N> &a) {
  static_assert(N == 32, "to_v32bfloat16 takes a v32accfloat");
  return a.template to_vector<bfloat16>();
}
template <unsigned N> ::aie::vector<float, N> to_v16float(const ::aie::accum<accfloat, N> &a) {
  return a.template to_vector<float>();
}
template <typename T, unsigned N>
  requires(aiesim::is_float_v<T>)
::aie::accum<accfloat, N> ups_to_v16accfloat(const ::aie::vector<T, N> &v) {
  return ::aie::accum<accfloat, N>(v);
}

// -------------------------------------------------- element-wise products
// mul_elem_L(a, b): lane i = a[i] * b[i]; mul_elem_L_2(a, b): lane i =
// a[2i] * b[2i] + a[2i + 1] * b[2i + 1]. mac_/msc_ add to or subtract from
// an accumulator; the accumulator width follows the factors (acc32 for up
// to 16 bits, acc64 with a 32-bit factor, accfloat for bfloat16).
namespace aiesim {
template <unsigned L, unsigned K, typename TA, unsigned NA, typename TB, unsigned NB>
auto mul_elem(const ::aie::vector<TA, NA> &a, const ::aie::vector<TB, NB> &b) {
  static_assert(NA == L * K && NB == L * K, "mul_elem: L lanes of K products");
  using Tag = decltype(::aie::detail::default_acc<TA, TB>());
  using Acc = ::aie::accum<Tag, L>;
  Acc r;
  for (unsigned i = 0; i < L; ++i)
    for (unsigned k = 0; k < K; ++k)
      r.a[i] = ::aie::detail::lane_add<Acc>(
          r.a[i], ::aie::detail::product<Acc>(a.e[i * K + k], b.e[i * K + k]),
          false);
  return r;
}
} // namespace aiesim
#define AIESIM_ELEM(L, K, suffix)                                              \
  template <typename TA, unsigned NA, typename TB, unsigned NB>                \
  auto mul_elem_##suffix(const ::aie::vector<TA, NA> &a,                       \
                         const ::aie::vector<TB, NB> &b) {                     \
    return aiesim::mul_elem<L, K>(a, b);                                       \
  }                                                                            \
  template <typename TA, unsigned NA, typename TB, unsigned NB>                \
  auto negmul_elem_##suffix(const ::aie::vector<TA, NA> &a,                    \
                            const ::aie::vector<TB, NB> &b) {                  \
    return ::aie::neg(aiesim::mul_elem<L, K>(a, b));                           \
  }                                                                            \
  template <typename TA, unsigned NA, typename TB, unsigned NB, typename Tag>  \
  ::aie::accum<Tag, L> mac_elem_##suffix(const ::aie::vector<TA, NA> &a,       \
                                         const ::aie::vector<TB, NB> &b,       \
                                         const ::aie::accum<Tag, L> &acc) {    \
    return ::aie::add(acc, ::aie::accum<Tag, L>(aiesim::mul_elem<L, K>(a, b))); \
  }                                                                            \
  template <typename TA, unsigned NA, typename TB, unsigned NB, typename Tag>  \
  ::aie::accum<Tag, L> msc_elem_##suffix(const ::aie::vector<TA, NA> &a,       \
                                         const ::aie::vector<TB, NB> &b,       \
                                         const ::aie::accum<Tag, L> &acc) {    \
    return ::aie::sub(acc, ::aie::accum<Tag, L>(aiesim::mul_elem<L, K>(a, b))); \
  }
AIESIM_ELEM(64, 1, 64)
AIESIM_ELEM(32, 1, 32)
AIESIM_ELEM(16, 1, 16)
AIESIM_ELEM(8, 1, 8)
AIESIM_ELEM(32, 2, 32_2)
AIESIM_ELEM(16, 2, 16_2)
AIESIM_ELEM(8, 2, 8_2)
#undef AIESIM_ELEM

// Matrix products: mul_MxK_KxN(a, b) is C = A * B with A (M x K) and B
// (K x N) row-major; the ...T forms take B transposed (N x K).
namespace aiesim {
template <unsigned M, unsigned K, unsigned N, bool BT, typename Acc, typename A,
          typename B>
void mmac(Acc &c, const A &a, const B &b) {
  for (unsigned i = 0; i < M; ++i)
    for (unsigned j = 0; j < N; ++j) {
      auto &lane = c.a[i * N + j];
      for (unsigned k = 0; k < K; ++k) {
        unsigned bi = BT ? j * K + k : k * N + j;
        if constexpr (Acc::value_class() == AccClass::FP)
          lane += ::aie::detail::value_at(a, i * K + k) * ::aie::detail::value_at(b, bi);
        else
          lane = ::aie::detail::lane_add<Acc>(
              lane, ::aie::detail::product<Acc>(a.e[i * K + k], b.e[bi]), false);
      }
    }
}
template <typename A, typename B> auto mm_tag() {
  if constexpr (::aie::detail::is_block<typename A::value_type>::value ||
                ::aie::detail::is_block<typename B::value_type>::value)
    return accfloat{};
  else
    return ::aie::detail::default_acc<typename A::value_type, typename B::value_type>();
}
} // namespace aiesim
#define AIESIM_MM(M, K, N, name, BT)                                           \
  template <typename A, typename B> auto mul_##name(const A &a, const B &b) {  \
    ::aie::accum<decltype(aiesim::mm_tag<A, B>()), M * N> c;                   \
    aiesim::mmac<M, K, N, BT>(c, a, b);                                        \
    return c;                                                                  \
  }                                                                            \
  template <typename A, typename B, typename Tag>                              \
  ::aie::accum<Tag, M * N> mac_##name(const A &a, const B &b,                  \
                                      ::aie::accum<Tag, M * N> c) {            \
    aiesim::mmac<M, K, N, BT>(c, a, b);                                        \
    return c;                                                                  \
  }
AIESIM_MM(4, 8, 8, 4x8_8x8, false)
AIESIM_MM(4, 16, 8, 4x16_16x8, false)
AIESIM_MM(8, 8, 8, 8x8_8x8, false)
AIESIM_MM(8, 8, 8, 8x8_8x8T, true)
AIESIM_MM(4, 8, 4, 4x8_8x4, false)
AIESIM_MM(4, 4, 4, 4x4_4x4, false)
AIESIM_MM(4, 4, 8, 4x4_4x8, false)
AIESIM_MM(4, 2, 4, 4x2_2x4, false)
AIESIM_MM(2, 8, 8, 2x8_8x8, false)
#undef AIESIM_MM

// ------------------------------------------------------------- bitwise
template <typename T, unsigned N>
::aie::vector<T, N> band(const ::aie::vector<T, N> &a, const ::aie::vector<T, N> &b) {
  return ::aie::bit_and(a, b);
}
template <typename T, unsigned N>
::aie::vector<T, N> bor(const ::aie::vector<T, N> &a, const ::aie::vector<T, N> &b) {
  return ::aie::bit_or(a, b);
}
template <typename T, unsigned N>
::aie::vector<T, N> bxor(const ::aie::vector<T, N> &a, const ::aie::vector<T, N> &b) {
  return ::aie::bit_xor(a, b);
}
template <typename T, unsigned N>
::aie::vector<T, N> bneg(const ::aie::vector<T, N> &a) {
  return ::aie::bit_not(a);
}

// ---------------------------------------------------- cascade streams
// put_mcd, get_scd_*: the core's cascade in aie-sim's array (io.hpp).
#include "io.hpp"

// ------------------------------------------------------- processor bus
// write_tm/read_tm (Peano's st.tm and lda.tm): a 32-bit access of the
// tile's register at tile-local `address` (0x1D004 is BD0's word 1), which
// the core reaches at 0x80000 up on its processor bus (io.hpp). A scheduler
// barrier orders nothing on the host.
inline void write_tm(unsigned int value, unsigned int address) {
  ::aiesim::tm_store<uint32_t>(0x80000u + address, value);
}
inline unsigned int read_tm(unsigned int address) {
  return ::aiesim::tm_load<uint32_t>(0x80000u + address);
}
inline void __builtin_aiev2_sched_barrier() {}
inline void __builtin_aie2p_sched_barrier() {}
