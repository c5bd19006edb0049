// A static BD pins the bd_id a runtime task pins on the same tile.
aie.device(npu2) {
  %t = aie.tile(0, 0)
  %buf = aie.external_buffer {sym_name = "b"} : memref<8xi32>
  aie.shim_dma(%t) {
    %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    aie.dma_bd(%buf : memref<8xi32>) {bd_id = 0 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
  aie.runtime_sequence(%a: memref<8xi32>) {
    %task = aiex.dma_configure_task(%t, S2MM, 1) {
      aie.dma_bd(%a : memref<8xi32>) {bd_id = 0 : i32}
      aie.end
    }
  }
}
