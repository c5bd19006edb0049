// mul.cc: c = a * b on 1024 bfloat16 elements, each product computed in
// float and rounded to bfloat16 (to nearest, ties to even).
#include <aie_api/aie.hpp>

#include "../aie_kernel_utils.h"

constexpr int tile_elems = 1024;

static void mul_scalar(const bfloat16 *a, const bfloat16 *b, bfloat16 *c) {
  for (int i = 0; i < tile_elems; i++)
    c[i] = bfloat16(float(a[i]) * float(b[i]));
}

static void mul_vector(const bfloat16 *restrict a, const bfloat16 *restrict b,
                       bfloat16 *restrict c) {
  constexpr int lanes = 16;
  event0();
  AIE_PREPARE_FOR_PIPELINING
  for (int i = 0; i < tile_elems; i += lanes) {
    auto x = aie::load_v<lanes>(a + i);
    auto y = aie::load_v<lanes>(b + i);
    aie::store_v(c + i, aie::mul(x, y).to_vector<bfloat16>());
  }
  event1();
}

extern "C" {
void eltwise_mul_bf16_scalar(bfloat16 *a_in, bfloat16 *b_in, bfloat16 *c_out) {
  mul_scalar(a_in, b_in, c_out);
}
void eltwise_mul_bf16_vector(bfloat16 *a_in, bfloat16 *b_in, bfloat16 *c_out) {
  mul_vector(a_in, b_in, c_out);
}
}
