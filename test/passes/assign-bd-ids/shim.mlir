// Shim DMAs: 16 BDs shared by all channels; each tile is numbered on its own
// (the shim's ids do not take the core tile's).
// RUN: aiec --aie-syntax=2026-04 --aie-assign-bd-ids %s | FileCheck %s

// CHECK: aie.shim_dma(
// CHECK: aie.dma_bd(%{{.*}} : memref<64xi32>, 0, 64) {bd_id = 0 : i32, next_bd_id = 2 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<64xi32>, 0, 64) {bd_id = 1 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<64xi32>, 0, 64) {bd_id = 2 : i32, next_bd_id = 0 : i32}
// CHECK: aie.mem(
// CHECK: aie.dma_bd(%{{.*}} : memref<64xi32>, 0, 64) {bd_id = 0 : i32, next_bd_id = 0 : i32}
aie.device(npu1) {
  %s = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  %ext = aie.external_buffer : memref<64xi32>
  %buf = aie.buffer(%t) : memref<64xi32>
  %shim = aie.shim_dma(%s) {
    %s0 = aie.dma_start(MM2S, 0, ^a, ^d1)
  ^d1:
    %s1 = aie.dma_start(S2MM, 1, ^b, ^end)
  ^a:
    aie.dma_bd(%ext : memref<64xi32>, 0, 64)
    aie.next_bd ^c
  ^b:
    aie.dma_bd(%ext : memref<64xi32>, 0, 64)
    aie.next_bd ^end
  ^c:
    aie.dma_bd(%ext : memref<64xi32>, 0, 64)
    aie.next_bd ^a
  ^end:
    aie.end
  }
  %mem = aie.mem(%t) {
    %s0 = aie.dma_start(S2MM, 0, ^r, ^end)
  ^r:
    aie.dma_bd(%buf : memref<64xi32>, 0, 64)
    aie.next_bd ^r
  ^end:
    aie.end
  }
}
