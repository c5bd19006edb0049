// Reads registers of its own tile through the core's processor bus, as
// mlir-aie's tile_mapped_read kernel does: a variable that chess places at
// core address 0x80000, where the tile's registers start.
#include <cstdint>

extern "C" {

constexpr uint32_t tm_start_addr = 0x80000;
static volatile uint32_t chess_storage(TM : tm_start_addr) addr_space_start;

// The chess spellings of a scalar kernel: loop hints, a fence, an aligned
// local and the instruction event.
void read_processor_bus(uint32_t *data, uint32_t addr, uint32_t size,
                        uint32_t stride) {
  uint32_t chess_storage(% chess_alignof(uint32_t)) words[8];
  for (uint32_t i = 0; i < size; i++)
    chess_prepare_for_pipelining chess_loop_range(1, 8) {
      uint32_t offset = addr + (i * stride);
      words[i] = *(&addr_space_start + (offset / 4));
    }
  chess_memory_fence();
  for (uint32_t i = 0; i < size; i++) chess_flatten_loop
    data[i] = chess_copy(words[i]);
  event0();
}

} // extern "C"
