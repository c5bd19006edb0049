// add_five as kernel.mlir calls it, through a construct the host AIE API
// does not simulate: aie::transpose of the 16 words read as an n x 2
// matrix (n = 16), which is not the vector's size. The run must stop with
// an error naming the kernel and the construct; the host program goes on.
#include <aie_api/aie.hpp>

extern "C" void add_five(int32_t *in, int32_t *out, int32_t n) {
  aie::vector<int32_t, 16> v = aie::load_v<16>(in);
  aie::vector<int32_t, 16> t = aie::transpose(v, n, 2);
  aie::store_v(out, aie::add(t, 5));
}
