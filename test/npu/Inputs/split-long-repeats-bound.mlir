// Input of test/npu/split-long-repeats.mlir (max-pushes=2): 601 runs need
// three pushes of at most 256.
aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence @bound(%a: memref<256xi32>) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
      aie.end
    } {repeat_count = 600 : i32}
    // expected-error@+1 {{'aiex.dma_start_task' op repeat count 600 needs 3 queue pushes, more than max-pushes (2)}}
    aiex.dma_start_task(%t)
  }
}
