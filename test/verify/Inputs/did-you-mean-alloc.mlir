aie.device(npu1) {
  %t00 = aie.tile(0, 0)
  aie.shim_dma_allocation @in0(%t00, MM2S, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @in9, id = 0 : i64} : memref<16xi32>
  }
}
