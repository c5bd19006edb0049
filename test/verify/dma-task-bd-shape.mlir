// A BD of a runtime-sequence DMA task has up to 4 dimensions off a MemTile
// (3, one hoisted into the shim's iteration register), on a task of a tile
// or of a shim DMA allocation.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op Cannot give more than 4 dimensions for step sizes and wraps on this tile (got 5 dimensions).}}
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64 sizes = [1, 1, 1, 1, 64] strides = [0, 0, 0, 0, 1])
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.shim_dma_allocation @in (%s, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    %ok = aiex.dma_configure_task_for @in {
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64 sizes = [1, 1, 1, 64] strides = [0, 0, 0, 1])
      aie.end
    }
    %t = aiex.dma_configure_task_for @in {
      // expected-error@+1 {{Cannot give more than 4 dimensions}}
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64 sizes = [1, 1, 1, 1, 64] strides = [0, 0, 0, 0, 1])
      aie.end
    }
  }
}
