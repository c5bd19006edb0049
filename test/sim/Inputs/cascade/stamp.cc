// The tile's cycle count as a kernel reads it (aie::tile::cycles()).
#include <aie_api/aie.hpp>

extern "C" void stamp(uint32_t *out, int32_t at) {
  out[at] = uint32_t(aie::tile::current().cycles());
}
