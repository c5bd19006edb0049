// Ids given in the input are kept and skipped by the allocator (also when
// they are on another channel's BD); a stale next_bd_id is replaced, and
// removed where the chain ends.
// RUN: aiec --aie-syntax=2026-04 --aie-assign-bd-ids %s | FileCheck %s

// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 1 : i32, next_bd_id = 5 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 5 : i32, next_bd_id = 1 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 0 : i32, next_bd_id = 2 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16) {bd_id = 2 : i32}
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %a = aie.buffer(%t) : memref<16xi32>
  %mem = aie.mem(%t) {
    %s0 = aie.dma_start(S2MM, 0, ^r0, ^next)
  ^next:
    %s1 = aie.dma_start(MM2S, 0, ^o0, ^end)
  ^r0:
    aie.dma_bd(%a : memref<16xi32>, 0, 16) {bd_id = 1 : i32}
    aie.next_bd ^r1
  ^r1:
    aie.dma_bd(%a : memref<16xi32>, 0, 16) {bd_id = 5 : i32, next_bd_id = 9 : i32}
    aie.next_bd ^r0
  ^o0:
    aie.dma_bd(%a : memref<16xi32>, 0, 16) {next_bd_id = 7 : i32}
    aie.next_bd ^o1
  ^o1:
    aie.dma_bd(%a : memref<16xi32>, 0, 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}
