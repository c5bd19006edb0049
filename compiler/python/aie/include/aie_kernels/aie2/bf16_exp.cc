// bf16_exp.cc (AIE2): out = bfloat16(exp(in)) on 1024 values, from the
// runtime library's exp of bfloat16 (lut_based_ops.h).
#include <aie_api/aie.hpp>
#include <lut_based_ops.h>

#include "../aie_kernel_utils.h"

extern "C" void exp_bf16_1024(bfloat16 *restrict a_in, bfloat16 *restrict c_out) {
  constexpr int tile_elems = 1024, lanes = 16;
  AIE_PREPARE_FOR_PIPELINING
  for (int i = 0; i < tile_elems; i += lanes)
    aie::store_v(c_out + i,
                 getExpBf16(aie::load_v<lanes>(a_in + i)).to_vector<bfloat16>());
}
