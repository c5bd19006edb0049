// mm.cc (AIE2): C += A B of DIM_M x DIM_K by DIM_K x DIM_N matrices
// (default 64 each) and the zero fill of C (matmul.h), for the type pair
// named by -D<in>_<out>_ONLY (without one: i8_i8, i16_i16, i16_i32,
// bf16_bf16 and bf16_f32). The mmul shapes (r x s x t) and expansions:
//   i8 -> i8, i16, i32    4 x 8 x 8, 4 x 2
//   i16 -> i16, i32       4 x 4 x 4, 2 x 2
//   bf16 -> bf16, f32     4 x 8 x 4, 4 x 4
// As in mlir-aie's kernel, the vectorized i8 -> i16 and i8 -> i32 kernels
// write C row-major whatever C_COL_MAJ says.
#include "zero.cc"

#include "../matmul.h"

#define I8_I8 AIE_KERNELS_MATMUL(int8, i8, int8, i8, 4, 8, 8, 4, 2, is_c_row_maj)
#define I8_I16 AIE_KERNELS_MATMUL(int8, i8, int16, i16, 4, 8, 8, 4, 2, true)
#define I8_I32 AIE_KERNELS_MATMUL(int8, i8, int32, i32, 4, 8, 8, 4, 2, true)
#define I16_I16 AIE_KERNELS_MATMUL(int16, i16, int16, i16, 4, 4, 4, 2, 2, is_c_row_maj)
#define I16_I32 AIE_KERNELS_MATMUL(int16, i16, int32, i32, 4, 4, 4, 2, 2, is_c_row_maj)
#define BF16_BF16                                                              \
  AIE_KERNELS_MATMUL(bfloat16, bf16, bfloat16, bf16, 4, 8, 4, 4, 4, is_c_row_maj)
#define BF16_F32                                                               \
  AIE_KERNELS_MATMUL(bfloat16, bf16, float, f32, 4, 8, 4, 4, 4, is_c_row_maj)

#if defined(i8_i8_ONLY)
I8_I8
#elif defined(i8_i16_ONLY)
I8_I16
#elif defined(i8_i32_ONLY)
I8_I32
#elif defined(i16_i16_ONLY)
I16_I16
#elif defined(i16_i32_ONLY)
I16_I32
#elif defined(bf16_bf16_ONLY)
BF16_BF16
#elif defined(bf16_f32_ONLY)
BF16_F32
#else
I8_I8 I16_I16 I16_I32 BF16_BF16 BF16_F32
#endif
