// The registers of its own tile through Peano's tile-mapped intrinsics, as
// mlir-aie's dma_compression kernel reaches them: write_tm(value, address)
// and read_tm(address) at the register's tile-local address. Each register
// read gets 100 added, is read back and stored.
#if defined(__AIE2P__)
#include <aie2pintrin.h>
#define SCHED_BARRIER() __builtin_aie2p_sched_barrier()
#else
#include <aiev2intrin.h>
#define SCHED_BARRIER() __builtin_aiev2_sched_barrier()
#endif
#include <cstdint>

extern "C" {

void read_processor_bus(uint32_t *data, uint32_t addr, uint32_t size,
                        uint32_t stride) {
  for (uint32_t i = 0; i < size; i++) {
    uint32_t reg = addr + i * stride;
    write_tm(read_tm(reg) + 100, reg);
    SCHED_BARRIER();
    data[i] = read_tm(reg);
  }
}

} // extern "C"
