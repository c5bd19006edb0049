// Reads registers of its own tile through the core's processor bus, as
// mlir-aie's tile_mapped_read kernel does: a variable that chess places at
// core address 0x80000, where the tile's registers start.
#include <cstdint>

extern "C" {

constexpr uint32_t tm_start_addr = 0x80000;
static volatile uint32_t chess_storage(TM : tm_start_addr) addr_space_start;

void read_processor_bus(uint32_t *data, uint32_t addr, uint32_t size,
                        uint32_t stride) {
  for (uint32_t i = 0; i < size; i++) {
    uint32_t offset = addr + (i * stride);
    data[i] = *(&addr_space_start + (offset / 4));
  }
  event0();
}

} // extern "C"
