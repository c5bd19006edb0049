// A vector kernel for aie-sim's kernel-event test: out = in * factor on
// 1024 int16, 32 lanes at a time, between event0() and event1().
#include <aie_api/aie.hpp>

extern "C" void scale_events(int16_t *in, int16_t *out, int32_t factor) {
  event0();
  for (int i = 0; i < 1024; i += 32) {
    aie::vector<int16_t, 32> v = aie::load_v<32>(in + i);
    aie::accum<acc32, 32> product = aie::mul(v, int16_t(factor));
    aie::store_v(out + i, product.to_vector<int16_t>(0));
  }
  event1();
}
