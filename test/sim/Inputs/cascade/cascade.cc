// Two kernels chained by the cascade (test/sim/cascade-kernels.mlir).
// first: for each block of 16 words of `a`, 3 * a as a 16-lane acc64 (two
// 512-bit cascade words) onto the cascade. second: takes each such
// accumulator, adds 5 * b and stores it to `out` as int32.
#include <aie_api/aie.hpp>

extern "C" {

void first(const int32_t *restrict a, int32_t n) {
  for (int i = 0; i < n; i += 16) chess_prepare_for_pipelining {
    aie::vector<int32, 16> v = aie::load_v<16>(a + i);
    v16acc64 acc = aie::mul(v, int32_t(3));
    put_mcd(acc);
  }
}

void second(const int32_t *restrict b, int32_t *restrict out, int32_t n) {
  for (int i = 0; i < n; i += 16) chess_loop_range(1, ) {
    v16acc64 acc = get_scd_v16acc64();
    aie::accum<acc64, 16> sum = aie::mac(aie::accum<acc64, 16>(acc),
                                         aie::load_v<16>(b + i), int32_t(5));
    aie::store_v(out + i, sum.to_vector<int32>(0));
  }
}

// A word the chain's first core never sends: the second waits for good.
void starve(int32_t *restrict out) {
  v16int32 v = get_scd_v16int32();
  aie::store_v(out, v);
}

} // extern "C"
