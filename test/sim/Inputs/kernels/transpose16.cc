// A vector kernel for aie-sim's host-kernel tests: out is in, 16 words read
// as a rows x cols matrix, transposed with aie::transpose, which the host
// AIE API simulates only where rows x cols is the vector's size.
#include <aie_api/aie.hpp>

extern "C" void transpose16(int32_t *in, int32_t *out, int32_t rows,
                            int32_t cols) {
  aie::vector<int32_t, 16> v = aie::load_v<16>(in);
  aie::store_v(out, aie::transpose(v, rows, cols));
}
