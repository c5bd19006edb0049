// Two kernels on a cascade that set different rounding modes
// (test/sim/cascade-kernel-state.mlir). send: sets floor, then puts each
// 16-word block of `a` as a 16-lane acc64. receive: sets rounding towards
// positive infinity, then takes each accumulator and stores it halved
// (shifted right by one), rounded by its own mode.
#include <aie_api/aie.hpp>

extern "C" {

void send(const int32_t *restrict a, int32_t n) {
  aie::set_rounding(aie::rounding_mode::floor);
  for (int i = 0; i < n; i += 16) {
    v16acc64 acc = aie::mul(aie::load_v<16>(a + i), int32_t(1));
    put_mcd(acc);
  }
}

void receive(int32_t *restrict out, int32_t n) {
  aie::set_rounding(aie::rounding_mode::positive_inf);
  for (int i = 0; i < n; i += 16) {
    v16acc64 acc = get_scd_v16acc64();
    aie::store_v(out + i, aie::accum<acc64, 16>(acc).to_vector<int32>(1));
  }
}

} // extern "C"
