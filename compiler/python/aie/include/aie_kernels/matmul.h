// matmul.h: C += A B for the matrix kernels (aie2/mm.cc, aie2p/mm.cc).
//
// Scalar: A (M x K), B (K x N) and C (M x N) row-major (B and C
// column-major with B_COL_MAJ, C_COL_MAJ); each product added to a running
// sum of C's type, rounded (floats) or wrapped (integers) at every step,
// the sum then added to C.
//
// Vectorized with aie::mmul<r, s, t>: A is (M/r) x (K/s) tiles of r x s,
// B (K/s) x (N/t) tiles of s x t, C (M/r) x (N/t) tiles of r x t, the tiles
// in row-major order and row-major inside. B_COL_MAJ: B's tiles in
// column-major order, each stored transposed (t x s); C_COL_MAJ likewise
// for C (t x r). Each C tile is loaded into the accumulator, gets the
// products of the K/s tile pairs in order, and is stored back converted to
// C's type (integers without a shift, by the core's saturation mode;
// floats rounded to nearest even). The tiles are taken em x en at a time.
#ifndef AIE_KERNELS_MATMUL_H
#define AIE_KERNELS_MATMUL_H

#include <aie_api/aie.hpp>

// What a scalar step computes in: int64 (then wrapped to C's type) or float.
template <typename T>
using matmul_wide_t = std::conditional_t<std::is_integral_v<T>, int64_t, float>;

template <typename T_in, typename T_out, int M, int K, int N, bool b_row_maj,
          bool c_row_maj>
static void matmul_scalar(const T_in *a, const T_in *b, T_out *c) {
  using W = matmul_wide_t<T_out>;
  event0();
  for (int row = 0; row < M; row++)
    for (int col = 0; col < N; col++) {
      T_out sum = T_out(0);
      for (int i = 0; i < K; i++) {
        T_in bv = b_row_maj ? b[i * N + col] : b[i + col * K];
        sum = T_out(W(sum) + W(a[row * K + i]) * W(bv));
      }
      T_out &out = c_row_maj ? c[row * N + col] : c[row + col * M];
      out = T_out(W(out) + W(sum));
    }
  event1();
}

template <typename T_in, typename T_out, unsigned M, unsigned K, unsigned N,
          unsigned r, unsigned s, unsigned t, unsigned em, unsigned en,
          bool b_row_maj, bool c_row_maj>
static void matmul_tiled(const T_in *restrict a, const T_in *restrict b,
                         T_out *restrict c) {
  using MMUL = aie::mmul<r, s, t, T_in, T_in, accauto>;
  constexpr unsigned rows = M / r, inner = K / s, cols = N / t;
  static_assert(M % (em * r) == 0 && K % s == 0 && N % (en * t) == 0,
                "matmul: M, K, N multiples of the expanded mmul shape");
  auto c_tile = [](unsigned zi, unsigned j) {
    return (c_row_maj ? zi * cols + j : j * rows + zi) * MMUL::size_C;
  };
  auto b_tile = [](unsigned ki, unsigned j) {
    return (b_row_maj ? ki * cols + j : j * inner + ki) * MMUL::size_B;
  };
#ifdef AIE_API_EMULATE_BFLOAT16_MMUL_WITH_BFP16
  // The emulation's bfloat16 -> bfp16 conversions round by the core's mode:
  // to nearest even while the kernel runs.
  constexpr bool emulated = std::is_same_v<T_in, bfloat16>;
#else
  constexpr bool emulated = false;
#endif
  const auto caller_rounding = aie::get_rounding();
  if constexpr (emulated)
    aie::set_rounding(aie::rounding_mode::conv_even);
  event0();
  for (unsigned z = 0; z < rows; z += em)
    for (unsigned j = 0; j < cols; j += en) {
      MMUL acc[em][en];
      for (unsigned u = 0; u < em; u++)
        for (unsigned v = 0; v < en; v++) {
          auto tile = aie::load_v<MMUL::size_C>(c + c_tile(z + u, j + v));
          acc[u][v] = MMUL(c_row_maj ? tile : aie::transpose(tile, t, r));
        }
      for (unsigned ki = 0; ki < inner; ki++) {
        aie::vector<T_in, MMUL::size_A> at[em];
        aie::vector<T_in, MMUL::size_B> bt[en];
        for (unsigned u = 0; u < em; u++)
          at[u] = aie::load_v<MMUL::size_A>(a + ((z + u) * inner + ki) * MMUL::size_A);
        for (unsigned v = 0; v < en; v++) {
          auto tile = aie::load_v<MMUL::size_B>(b + b_tile(ki, j + v));
          bt[v] = b_row_maj ? tile : aie::transpose(tile, t, s);
        }
        for (unsigned u = 0; u < em; u++)
          for (unsigned v = 0; v < en; v++)
            acc[u][v].mac(at[u], bt[v]);
      }
      for (unsigned u = 0; u < em; u++)
        for (unsigned v = 0; v < en; v++) {
          auto tile = acc[u][v].template to_vector<T_out>();
          aie::store_v(c + c_tile(z + u, j + v),
                       c_row_maj ? tile : aie::transpose(tile, r, t));
        }
    }
  aie::set_rounding(caller_rounding);
  event1();
}

#ifdef B_COL_MAJ
constexpr bool is_b_row_maj = false;
#else
constexpr bool is_b_row_maj = true;
#endif
#ifdef C_COL_MAJ
constexpr bool is_c_row_maj = false;
#else
constexpr bool is_c_row_maj = true;
#endif

#ifndef DIM_M
#define DIM_M 64
#endif
#ifndef DIM_K
#define DIM_K 64
#endif
#ifndef DIM_N
#define DIM_N 64
#endif

// The four symbols of one (input, output) type pair: matmul_<in>_<out>
// (the mmul shape r x s x t, taken em x en; c_rm: C's tile order),
// matmul_scalar_<in>_<out>, zero_<out> and zero_scalar_<out>.
#define AIE_KERNELS_MATMUL(ctype_in, in, ctype_out, out, r, s, t, em, en, c_rm) \
  extern "C" {                                                                 \
  void matmul_##in##_##out(ctype_in *a_in, ctype_in *b_in, ctype_out *c_out) { \
    matmul_tiled<ctype_in, ctype_out, DIM_M, DIM_K, DIM_N, r, s, t, em, en,    \
                 is_b_row_maj, c_rm>(a_in, b_in, c_out);                       \
  }                                                                            \
  void matmul_scalar_##in##_##out(ctype_in *a_in, ctype_in *b_in,              \
                                  ctype_out *c_out) {                          \
    matmul_scalar<ctype_in, ctype_out, DIM_M, DIM_K, DIM_N, is_b_row_maj,      \
                  is_c_row_maj>(a_in, b_in, c_out);                            \
  }                                                                            \
  void zero_##out(ctype_out *c_out) {                                          \
    zero_vectorized<ctype_out, DIM_M, DIM_N>(c_out);                           \
  }                                                                            \
  void zero_scalar_##out(ctype_out *c_out) {                                   \
    zero_scalar<ctype_out, DIM_M, DIM_N>(c_out);                               \
  }                                                                            \
  }

#endif
