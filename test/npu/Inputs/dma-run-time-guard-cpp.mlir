// A run-time d1 size (rows 32 elements apart, so not linear): its guard
// refuses the dispatch in the C++ builder.
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence @seq(%a: memref<4096xi32>, %n: i32) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, %n : i32, 16][0, 0, 32, 1]) {id = 0 : i64, metadata = @in} : memref<4096xi32>
  }
}
