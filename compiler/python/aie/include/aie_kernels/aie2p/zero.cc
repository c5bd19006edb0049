// zero.cc (AIE2P): the zero fill of an M x N output buffer, scalar or with
// 512-bit vector stores (M * N a multiple of their lanes). Included by
// the matrix kernels, which export it as zero_* and zero_scalar_*.
#ifndef AIE_KERNELS_ZERO_CC
#define AIE_KERNELS_ZERO_CC

#include <aie_api/aie.hpp>

template <typename T, int M, int N> void zero_scalar(T *restrict c) {
  for (int i = 0; i < M * N; i++)
    c[i] = T(0);
}

template <typename T, int M, int N> void zero_vectorized(T *restrict c) {
  constexpr int lanes = 512 / (8 * sizeof(T));
  static_assert((M * N) % lanes == 0, "zero: M * N a multiple of the lanes");
  const auto zeros = aie::zeros<T, lanes>();
  event0();
  for (int i = 0; i < M * N; i += lanes)
    aie::store_v(c + i, zeros);
  event1();
}

#endif
