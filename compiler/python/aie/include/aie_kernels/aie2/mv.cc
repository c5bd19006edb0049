// mv.cc: c += A b of a DIM_M x DIM_K int16 matrix (default 32 x 32) by an
// int16 vector, into int32 (sums wrap at 32 bits), and the zero fill of c.
//
// matvec_scalar_i16_i32 takes A row-major. matvec_vectorized_i16_i32 takes
// A transposed in 32-bit words: the pair of columns 2j, 2j + 1 is stored as
// DIM_M rows of two elements (A[i][2j] at (j * DIM_M + i) * 2), and works
// on 16 rows by 8 columns at a time (DIM_M a multiple of 16, DIM_K of 8).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"
#include "zero.cc"

#ifndef DIM_M
#define DIM_M 32
#endif
#ifndef DIM_K
#define DIM_K 32
#endif

template <int M, int K>
static void matvec_scalar(const int16_t *a, const int16_t *b, int32_t *c) {
  event0();
  for (int row = 0; row < M; row++) {
    uint32_t sum = 0; // wraps
    for (int i = 0; i < K; i++)
      sum += uint32_t(a[row * K + i] * b[i]);
    c[row] = int32_t(uint32_t(c[row]) + sum);
  }
  event1();
}

template <int M, int K>
static void matvec_vectorized(const int16_t *restrict a, const int16_t *restrict b,
                              int32_t *restrict c) {
  constexpr int rows = 16, cols = 8;
  static_assert(M % rows == 0 && K % cols == 0, "matvec: 16 rows by 8 columns");
  event0();
  for (int col = 0; col < K; col += cols) {
    const auto bv = aie::load_v<cols>(b + col);
    for (int row = 0; row < M; row += rows) {
      // Rows row.. of the column pairs (col, col + 1) .. (col + 6, col + 7).
      aie::vector<int16_t, rows> column[cols];
      for (int p = 0; p < cols / 2; p++) {
        auto pair = aie::load_v<2 * rows>(a + ((col / 2 + p) * M + row) * 2);
        column[2 * p] = aie::filter_even(pair);
        column[2 * p + 1] = aie::filter_odd(pair);
      }
      aie::accum<acc32, rows> acc(aie::load_v<rows>(c + row));
      acc = aie::accumulate<rows>(acc, bv, 0, column[0], column[1], column[2],
                                  column[3], column[4], column[5], column[6],
                                  column[7]);
      aie::store_v(c + row, acc.to_vector<int32_t>());
    }
  }
  event1();
}

extern "C" {
void matvec_scalar_i16_i32(int16_t *a_in, int16_t *b_in, int32_t *c_out) {
  matvec_scalar<DIM_M, DIM_K>(a_in, b_in, c_out);
}
void matvec_vectorized_i16_i32(int16_t *a_in, int16_t *b_in, int32_t *c_out) {
  matvec_vectorized<DIM_M, DIM_K>(a_in, b_in, c_out);
}
void zero_scalar_i32(int32_t *c_out) { zero_scalar<int32_t, DIM_M, 1>(c_out); }
void zero_vectorized_i32(int32_t *c_out) {
  zero_vectorized<int32_t, DIM_M, 1>(c_out);
}
}
