// lut_based_ops.cpp: the look-up tables of mlir-aie's AIE2 runtime library
// (aie_runtime_lib/AIE2), under its symbols. IRON's AIE2 activations compile
// this file in the same translation unit as the kernel (aie.iron.kernels).
// aiec's lut_based_ops.h computes e^x and tanh itself, so the kernels do not
// read these tables; they are here, filled from what each entry is, for
// kernels that read them directly:
//
//   exp_ilut_*[k]  bfloat16 bits of e^min(i, 88), i the int8 of byte k (88:
//                  the last i whose e^i is a finite float)
//   exp_flut_*[k]  bfloat16 bits of e^(k/256)
//   (so e^x for x in Q8.8 is ilut[high byte] * flut[low byte]); each table
//   has 256 entries stored as runs of 8 held twice (16 slots a run), and the
//   _ab and _cd tables are the same (mlir-aie's layout for 4-bank gathers)
//   m_inv_lut[m]   the 7-bit mantissa of 2 / (1 + m/128), rounded to
//                  nearest (0 for m = 0, where the quotient is 2): bfloat16
//                  reciprocals by mantissa
#include <aie_api/aie.hpp>

#include <algorithm>
#include <bit>
#include <cmath>

alignas(aie::vector_decl_align) int16 exp_ilut_ab[512];
alignas(aie::vector_decl_align) int16 exp_ilut_cd[512];
alignas(aie::vector_decl_align) int16 exp_flut_ab[512];
alignas(aie::vector_decl_align) int16 exp_flut_cd[512];
alignas(aie::vector_decl_align) unsigned char m_inv_lut[128];

namespace {

int16 bf16_bits(double x) { return std::bit_cast<int16>(bfloat16(x)); }

// Entry k of a 256-entry table at its two slots.
void store_twice(int16 *table, int k, int16 v) {
  table[(k / 8) * 16 + k % 8] = v;
  table[(k / 8) * 16 + 8 + k % 8] = v;
}

struct FillTables {
  FillTables() {
    for (int k = 0; k < 256; ++k) {
      int16 whole = bf16_bits(std::exp(double(std::min<int>(int8_t(k), 88))));
      int16 fraction = bf16_bits(std::exp(k / 256.0));
      for (int16 *t : {exp_ilut_ab, exp_ilut_cd})
        store_twice(t, k, whole);
      for (int16 *t : {exp_flut_ab, exp_flut_cd})
        store_twice(t, k, fraction);
    }
    for (int m = 0; m < 128; ++m)
      m_inv_lut[m] = (unsigned char)(std::lround(32768.0 / (128 + m)) & 0x7F);
  }
} fill_tables;

} // namespace
