// A BD of a runtime-sequence DMA task has up to 4 dimensions off a MemTile
// (3, one hoisted into the shim's iteration register), on a task of a tile
// or of a shim DMA allocation; one fewer with an `iteration`, which takes
// that register, and the iteration within its bounds. More are accepted when
// every one is constant (--aie-decompose-large-dma-bd iterates those past the
// innermost three; test/npu/decompose-task-nd.mlir), not with a run-time one.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<64xi32>, %n: i32) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op Cannot give more than 4 dimensions for step sizes and wraps on this tile (got 5 dimensions).}}
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64 sizes = [%n : i32, 1, 1, 1, 64] strides = [0, 0, 0, 0, 1])
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.shim_dma_allocation @in (%s, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>, %st: i32) {
    %ok = aiex.dma_configure_task_for @in {
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64 sizes = [1, 1, 1, 1, 64] strides = [0, 0, 0, 0, 1])
      aie.end
    }
    %t = aiex.dma_configure_task_for @in {
      // expected-error@+1 {{Cannot give more than 4 dimensions}}
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64 sizes = [1, 1, 1, 1, 64] strides = [%st : i32, 0, 0, 0, 1])
      aie.end
    }
  }
}

// -----

// An `iteration` takes the register of the fourth dimension: a shim task BD
// with one has three, and the iteration keeps its own bounds.
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>) {
    %ok = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 64 sizes = [2, 4, 8] strides = [16, 32, 1]) {iteration = #aie.bd_iteration<size = 2, stride = 64, current = 1>}
      aie.end
    }
    %t = aiex.dma_configure_task(%s, MM2S, 1) {
      // expected-error@+1 {{'aie.dma_bd' op Cannot give more than 3 dimensions for step sizes and wraps alongside the iteration attribute on this tile (got 4 dimensions).}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 64 sizes = [1, 2, 4, 8] strides = [0, 16, 32, 1]) {iteration = #aie.bd_iteration<size = 2, stride = 64, current = 0>}
      aie.end
    }
  }
}

// -----

aie.device(npu2) {
  %m = aie.tile(1, 1)
  %b = aie.buffer(%m) : memref<512xi32>
  aie.runtime_sequence() {
    %t = aiex.dma_configure_task(%m, S2MM, 0) {
      // expected-error@+1 {{BD iteration current must be in [0, size)}}
      aie.dma_bd(%b : memref<512xi32> offset = 0 len = 128) {iteration = #aie.bd_iteration<size = 3, stride = 128, current = 3>}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error@+1 {{BD iteration size must be in [1, 64]}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 4) {iteration = #aie.bd_iteration<size = 0, stride = 4, current = 0>}
      aie.end
    }
  }
}
