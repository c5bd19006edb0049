// Input of test/npu/split-long-repeats.mlir: counts through control flow,
// and more pushes than a queue holds.

// Through a loop's iteration argument: its one configure's 300 runs.
// CHECK-LABEL: @carried
// CHECK:      scf.for
// CHECK:      aiex.dma_start_task(%[[T:.*]]) {no_token, repeat_count = 255 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[T]]) {repeat_count = 44 : i32}
aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence @carried(%a: memref<256xi32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %init = aiex.dma_configure_task(%t0, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
      aie.end
    } {repeat_count = 300 : i32}
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%t = %init) -> (index) {
      aiex.dma_start_task(%t)
      scf.yield %t : index
    }
  }
}

// -----

aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence @too_many(%a: memref<256xi32>) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
      aie.end
    } {repeat_count = 4095 : i32}
    // expected-warning@+1 {{repeat count 4095 needs 16 queue pushes, more than the 4 the channel's queue holds}}
    aiex.dma_start_task(%t)
  }
}

// -----

// A loop that may carry either of two configures: only a start's own count
// is known.
// CHECK-LABEL: @two_configures
// CHECK:      scf.for
// CHECK:      aiex.dma_start_task(%[[P:.*]]){{$}}
// CHECK-NEXT: aiex.dma_start_task(%[[P]]) {no_token, repeat_count = 255 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[P]]) {repeat_count = 3 : i32}
aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence @two_configures(%a: memref<256xi32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %init = aiex.dma_configure_task(%t0, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
      aie.end
    } {repeat_count = 300 : i32}
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%p = %init) -> (index) {
      aiex.dma_start_task(%p)
      aiex.dma_start_task(%p) {repeat_count = 259 : i32}
      %t = aiex.dma_configure_task(%t0, MM2S, 0) {
        aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
        aie.end
      } {repeat_count = 300 : i32}
      scf.yield %t : index
    }
  }
}
