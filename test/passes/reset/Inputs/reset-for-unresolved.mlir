// Inputs of ../reset-for-resident.mlir: a re-arm that names no binding, a
// binding whose channel the tile's DMA program does not start, and one whose
// head BD has no id yet.

aie.device(npu2) {
  aie.runtime_sequence() {
    aiex.dma_channel_reset_for(@missing)
  }
}

// -----

aie.device(npu2) {
  %t03 = aie.tile(0, 3)
  %pl = aie.lock(%t03, 0) {init = 1 : i32}
  aie.objectfifo_rearm_binding @rearm channels(%t03 : index) locks(%pl : index) {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32: 1>}
  aie.runtime_sequence() {
    aiex.dma_channel_reset_for(@rearm)
  }
}

// -----

aie.device(npu2) {
  %t03 = aie.tile(0, 3)
  %buf = aie.buffer(%t03) : memref<64xi32>
  %pl = aie.lock(%t03, 0) {init = 1 : i32}
  %mem = aie.mem(%t03) {
    %s = aie.dma_start(S2MM, 0, ^bd, ^end)
  ^bd:
    aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
    aie.next_bd ^bd
  ^end:
    aie.end
  }
  aie.objectfifo_rearm_binding @rearm channels(%t03 : index) locks(%pl : index) {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32: 1>}
  aie.runtime_sequence() {
    aiex.dma_channel_reset_for(@rearm)
  }
}
