// The kernel of the Makefile example: c = a * factor over n int16 (1024 in
// the design), 32 lanes at a time, between the core's instruction events 0
// and 1 (which the trace records, and `make trace` measures).
//
// Hand count on npu1 (docs/simulator.md, "Timing model"): 32 loads of 64
// bytes (2048 bytes at 64 a cycle: 32 cycles), 32 multiplications of 32
// lanes (1024 lanes at 32 a cycle: 32), 32 stores of 64 bytes (2048 bytes at
// 32 a cycle: 64); the units work in parallel, the store unit decides: 64
// cycles, plus the call's 14: 78 cycles from event 0 to event 1.
#include <aie_api/aie.hpp>
#include <stdint.h>

extern "C" void scale_int16(int16_t *a, int16_t *c, int32_t *factor,
                            int32_t n) {
  event0();
  constexpr int lanes = 32;
  const int16_t f = *factor;
  for (int i = 0; i < n / lanes; i++) {
    aie::vector<int16_t, lanes> v = aie::load_v<lanes>(a + i * lanes);
    aie::accum<acc32, lanes> product = aie::mul(v, f);
    aie::store_v(c + i * lanes, product.template to_vector<int16_t>(0));
  }
  event1();
}
