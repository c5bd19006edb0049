// --aie-substitute-shim-dma-allocations: a task for a symbol that names no
// shim DMA allocation (an object FIFO between two cores) is an error at the
// task.
// RUN: aiec --verify-diagnostics --aie-substitute-shim-dma-allocations %s

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    aie.objectfifo @elsewhere(%t02, {%t03}, 2 : i32) : !aie.objectfifo<memref<8xi16>>
    aie.runtime_sequence(%a: memref<8xi16>) {
      // expected-error@+1 {{no shim DMA allocation found for symbol}}
      %t = aiex.dma_configure_task_for @elsewhere {
        aie.dma_bd(%a : memref<8xi16>, 0, 8)
        aie.end
      }
      aiex.dma_start_task(%t)
    }
  }
}
