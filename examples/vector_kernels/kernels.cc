// The vector kernels of examples/vector_kernels/design.mlir, written with
// the AIE API as for an AIE core; aie-sim builds them for the host with
// aiec's host implementation of the API.
#include <aie_api/aie.hpp>
#include <stdint.h>

extern "C" {

// out = round(in * factor / 4) (ties to +inf), 16 lanes at a time: the
// product in a 64-bit accumulator, shifted down by 2 on the way back.
void scale_i32(int32_t *restrict in, int32_t *restrict out, int32_t n,
               int32_t factor) {
  aie::scoped_mode rounding(aie::rounding_mode::positive_inf);
  auto it_in = aie::begin_restrict_vector<16>(in);
  auto it_out = aie::begin_restrict_vector<16>(out);
  for (int32_t i = 0; i < n; i += 16) {
    aie::accum<acc64, 16> acc = aie::mul(*it_in++, factor);
    *it_out++ = acc.to_vector<int32_t>(2);
  }
}

// C (16 x 16, int32) = A (16 x 32, int8) * B (32 x 16, int8), all
// row-major; ab holds A then B. 4 x 8 x 8 blocks through aie::mmul.
void matmul_i8(const int8_t *restrict ab, int32_t *restrict c) {
  constexpr unsigned M = 16, K = 32, N = 16;
  using MMUL = aie::mmul<4, 8, 8, int8_t, int8_t>;
  const int8_t *a = ab, *b = ab + M * K;
  for (unsigned bi = 0; bi < M / 4; ++bi)
    for (unsigned bj = 0; bj < N / 8; ++bj) {
      MMUL m(true);
      for (unsigned bk = 0; bk < K / 8; ++bk) {
        const int8_t *pa = a + bi * 4 * K + bk * 8;
        const int8_t *pb = b + bk * 8 * N + bj * 8;
        auto va = aie::concat(aie::load_v<8>(pa), aie::load_v<8>(pa + K),
                              aie::load_v<8>(pa + 2 * K),
                              aie::load_v<8>(pa + 3 * K));
        aie::vector<int8_t, 64> vb;
        for (unsigned r = 0; r < 8; ++r)
          vb.insert(r, aie::load_v<8>(pb + r * N));
        m.mac(va, vb);
      }
      auto cv = m.to_vector<int32_t>();
      for (unsigned r = 0; r < 4; ++r)
        aie::store_v(c + (bi * 4 + r) * N + bj * 8, cv.extract<8>(r));
    }
}

} // extern "C"
