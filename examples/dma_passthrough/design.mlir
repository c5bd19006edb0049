// DMA-only passthrough: no core runs; the host's 256 words go shim → mem
// tile → shim through a 1-to-1 link. Expected: out = in.
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    aie.objectfifo @to_mem(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @from_mem(%mem, {%shim}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo.link [@to_mem] -> [@from_mem]([] [])
    aie.runtime_sequence(%input: memref<256xi32>, %output: memref<256xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 1 : i64, metadata = @from_mem} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @to_mem} : memref<256xi32>
      aiex.npu.dma_wait {symbol = @from_mem}
    }
  }
}
