// dma_start-style DMA regions: each BD block belongs to the channel whose
// dma_start chain reaches it; ids go in block order (not chain order), the
// lowest free id the channel may use; next_bd_id follows aie.next_bd and is
// left out where the chain ends in the aie.end block (aie-passes.md §9).
// RUN: aiec --aie-syntax=2026-04 --aie-assign-bd-ids %s | FileCheck %s

// Core tile: one pool of 16 BDs, numbered in block order (^in0, ^out0, ^in1,
// ^out1, ^once); the one-shot ^once ends its chain at ^end.
// CHECK-LABEL: aie.mem(
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 0 : i32, next_bd_id = 2 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 1 : i32, next_bd_id = 3 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 2 : i32, next_bd_id = 0 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 3 : i32, next_bd_id = 1 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 4 : i32}
// MemTile: even channels use BDs 0-23, odd channels 24-47.
// CHECK-LABEL: aie.memtile_dma(
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 0 : i32, next_bd_id = 0 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 24 : i32, next_bd_id = 25 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 25 : i32, next_bd_id = 24 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 1 : i32, next_bd_id = 1 : i32}
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %m = aie.tile(0, 1)
  %a = aie.buffer(%t) : memref<16xi32>
  %b = aie.buffer(%m) : memref<16xi32>
  %mem = aie.mem(%t) {
    %s0 = aie.dma_start(S2MM, 0, ^in0, ^next)
  ^next:
    %s1 = aie.dma_start(MM2S, 0, ^out0, ^last)
  ^last:
    %s2 = aie.dma_start(MM2S, 1, ^once, ^end)
  ^in0:
    aie.dma_bd(%a : memref<16xi32>, 0, 16)
    aie.next_bd ^in1
  ^out0:
    aie.dma_bd(%a : memref<16xi32>, 0, 16)
    aie.next_bd ^out1
  ^in1:
    aie.dma_bd(%a : memref<16xi32>, 0, 16)
    aie.next_bd ^in0
  ^out1:
    aie.dma_bd(%a : memref<16xi32>, 0, 16)
    aie.next_bd ^out0
  ^once:
    aie.dma_bd(%a : memref<16xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
  %mt = aie.memtile_dma(%m) {
    %s0 = aie.dma_start(S2MM, 0, ^a0, ^d1)
  ^d1:
    %s1 = aie.dma_start(MM2S, 1, ^b0, ^d2)
  ^d2:
    %s2 = aie.dma_start(MM2S, 2, ^c0, ^end)
  ^a0:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^a0
  ^b0:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^b1
  ^b1:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^b0
  ^c0:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^c0
  ^end:
    aie.end
  }
}
