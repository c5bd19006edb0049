// mm.cc (AIE2P): C += A B of DIM_M x DIM_K by DIM_K x DIM_N matrices
// (default 64 each) and the zero fill of C (matmul.h), for the type pair
// named by -D<in>_<out>_ONLY (without one: i8_i8, i16_i16, i16_i32,
// bf16_bf16 and bf16_f32). The mmul shapes (r x s x t), each taken 2 x 2:
//   i8 -> i8, i16, i32    8 x 8 x 8
//   i16 -> i16, i32       4 x 4 x 8
//   bf16 -> bf16, f32     4 x 8 x 8, or 8 x 8 x 8 with
//                         -DAIE_API_EMULATE_BFLOAT16_MMUL_WITH_BFP16 (the
//                         kernel then rounds to nearest even while it runs)
#include "zero.cc"

#include "../matmul.h"

#ifdef AIE_API_EMULATE_BFLOAT16_MMUL_WITH_BFP16
#define BF16_R 8
#else
#define BF16_R 4
#endif

#define I8_I8 AIE_KERNELS_MATMUL(int8, i8, int8, i8, 8, 8, 8, 2, 2, is_c_row_maj)
#define I8_I16 AIE_KERNELS_MATMUL(int8, i8, int16, i16, 8, 8, 8, 2, 2, is_c_row_maj)
#define I8_I32 AIE_KERNELS_MATMUL(int8, i8, int32, i32, 8, 8, 8, 2, 2, is_c_row_maj)
#define I16_I16 AIE_KERNELS_MATMUL(int16, i16, int16, i16, 4, 4, 8, 2, 2, is_c_row_maj)
#define I16_I32 AIE_KERNELS_MATMUL(int16, i16, int32, i32, 4, 4, 8, 2, 2, is_c_row_maj)
#define BF16_BF16                                                              \
  AIE_KERNELS_MATMUL(bfloat16, bf16, bfloat16, bf16, BF16_R, 8, 8, 2, 2, is_c_row_maj)
#define BF16_F32                                                               \
  AIE_KERNELS_MATMUL(bfloat16, bf16, float, f32, BF16_R, 8, 8, 2, 2, is_c_row_maj)

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
