// cascade_mm.cc: C = A B split over K between cores chained by the cascade
// (scalar; A, B, C row-major, DIM_M x DIM_K by DIM_K x DIM_N, default 64
// each). Each core sums its products for one output element in C's type
// (rounded or wrapped at every step); the chain carries that partial sum
// from core to core as an int32 (a float sum truncated toward zero) in lane
// 0 of a 512-bit cascade word:
//   put_only  (first core)  puts its sum;
//   put_get   (middle)      adds the sum it gets, puts the total;
//   get_only  (last core)   adds the sum it gets, adds the total to C.
// Also the zero fill of C (zero_*, zero_scalar_*).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"
#include "zero.cc"

#include "../matmul.h"

enum class cascade { put_only, put_get, get_only };

template <cascade role, typename T_in, typename T_out, int M, int K, int N>
static void matmul_cascade(const T_in *a, const T_in *b, T_out *c) {
  using W = matmul_wide_t<T_out>;
  event0();
  for (int row = 0; row < M; row++)
    for (int col = 0; col < N; col++) {
      T_out sum = T_out(0);
      for (int i = 0; i < K; i++)
        sum = T_out(W(sum) + W(a[row * K + i]) * W(b[i * N + col]));
      v16int32 word = undef_v16int32();
      if constexpr (role != cascade::put_only) {
        word = get_scd_v16int32();
        sum = T_out(W(sum) + W(ext_elem(word, 0)));
      }
      if constexpr (role == cascade::get_only) {
        c[row * N + col] = T_out(W(c[row * N + col]) + W(sum));
      } else {
        word = upd_elem(word, 0, int(sum));
        put_mcd(word);
      }
    }
  event1();
}

#define CASCADE_MM(ctype_in, in, ctype_out, out)                               \
  void matmul_scalar_cascade_put_only_##in##_##out(ctype_in *a, ctype_in *b,   \
                                                   ctype_out *c) {             \
    matmul_cascade<cascade::put_only, ctype_in, ctype_out, DIM_M, DIM_K,       \
                   DIM_N>(a, b, c);                                            \
  }                                                                            \
  void matmul_scalar_cascade_put_get_##in##_##out(ctype_in *a, ctype_in *b,    \
                                                  ctype_out *c) {              \
    matmul_cascade<cascade::put_get, ctype_in, ctype_out, DIM_M, DIM_K,        \
                   DIM_N>(a, b, c);                                            \
  }                                                                            \
  void matmul_scalar_cascade_get_only_##in##_##out(ctype_in *a, ctype_in *b,   \
                                                   ctype_out *c) {             \
    matmul_cascade<cascade::get_only, ctype_in, ctype_out, DIM_M, DIM_K,       \
                   DIM_N>(a, b, c);                                            \
  }                                                                            \
  void zero_##out(ctype_out *c) { zero_vectorized<ctype_out, DIM_M, DIM_N>(c); } \
  void zero_scalar_##out(ctype_out *c) { zero_scalar<ctype_out, DIM_M, DIM_N>(c); }

extern "C" {
CASCADE_MM(int16, i16, int16, i16)
CASCADE_MM(int16, i16, int32, i32)
CASCADE_MM(bfloat16, bf16, bfloat16, bf16)
CASCADE_MM(bfloat16, bf16, float, f32)
}
