// A pinned odd-half id on an odd mem tile channel, the other BD of its chain
// assigned from the same half, an even channel from 0
// (test/passes/assign-bd-ids/accessible.mlir).
aie.device(npu1) {
  %m = aie.tile(1, 1)
  %b = aie.buffer(%m) : memref<8xi32>
  aie.memtile_dma(%m) {
    aie.dma_start(MM2S, 3, ^a, ^next)
  ^next:
    aie.dma_start(S2MM, 0, ^d, ^end)
  ^a:
    aie.dma_bd(%b : memref<8xi32> len = 8) {bd_id = 30 : i32}
    aie.next_bd ^c
  ^c:
    aie.dma_bd(%b : memref<8xi32> len = 8)
    aie.next_bd ^a
  ^d:
    aie.dma_bd(%b : memref<8xi32> len = 8)
    aie.next_bd ^d
  ^end:
    aie.end
  }
}
