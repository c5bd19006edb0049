// aiex.dma_start_task's own repeat count: past a queue push's field is
// allowed (--aie-split-long-repeats splits it), negative is not, and it is
// an attribute or a value, not both.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
      aie.end
    }
    // expected-error@+1 {{'aiex.dma_start_task' op repeat_count must be non-negative, got -1}}
    aiex.dma_start_task(%t) {repeat_count = -1 : i32}
  }
}

// -----

aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
      aie.end
    }
    aiex.dma_start_task(%t) {repeat_count = 4096 : i32, no_token}
  }
}

// -----

aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>, %rc: i32) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
      aie.end
    }
    // expected-error@+1 {{'aiex.dma_start_task' op takes repeat_count or a runtime repeat count, not both}}
    aiex.dma_start_task(%t) repeat %rc : i32 {repeat_count = 2 : i32}
  }
}
