// A task BD's iteration values (`iteration_size_val`, `iteration_stride_val`)
// go together, not beside the iteration attribute, only in DMA tasks; a
// constant size is in [1, 64], a stride not negative; they take the
// register of a fourth dimension.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>, %n: i32) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op takes iteration_size_val and iteration_stride_val together}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 16) iteration_size_val %n : i32
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>, %n: i32) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op takes its iteration from the iteration attribute or from iteration_size_val and iteration_stride_val, not both}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 16) iteration_size_val %n : i32 iteration_stride_val %n : i32 {iteration = #aie.bd_iteration<size = 2, stride = 16, current = 0>}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>) {
    %c0 = arith.constant 0 : i32
    %c4 = arith.constant 4 : i32
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op BD iteration size must be in [1, 64]}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 16) iteration_size_val %c0 : i32 iteration_stride_val %c4 : i32
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>) {
    %c4 = arith.constant 4 : i32
    %m = arith.constant -16 : i32
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op BD iteration stride must not be negative}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 16) iteration_size_val %c4 : i32 iteration_stride_val %m : i32
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<256xi32>, %n: i32) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op Cannot give more than 3 dimensions for step sizes and wraps alongside the iteration attribute on this tile (got 4 dimensions).}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 16 sizes = [2, 2, 2, 2] strides = [64, 16, 4, 1]) iteration_size_val %n : i32 iteration_stride_val %n : i32
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t0 = aie.tile(0, 2)
  %b = aie.buffer(%t0) : memref<256xi32>
  %m = aie.mem(%t0) {
    %c2 = arith.constant 2 : i32
    %s = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // expected-error@+1 {{'aie.dma_bd' op takes iteration values only in the DMA tasks of a runtime sequence}}
    aie.dma_bd(%b : memref<256xi32> offset = 0 len = 16) iteration_size_val %c2 : i32 iteration_stride_val %c2 : i32
    aie.next_bd ^end
  ^end:
    aie.end
  }
}
