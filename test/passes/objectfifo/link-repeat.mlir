// A 1-to-1 link through a MemTile shares the MemTile's objects between the
// two fifos; with `repeat_count` on the output, the MemTile sends each object
// R times, its S2MM side waits for R releases, and the lock inits scale by R.
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1_1col)
// CHECK:      %[[M:.*]] = aie.tile(0, 1)
// CHECK:      %[[MP:.*]] = aie.lock(%[[M]], 0) {init = 6 : i32, sym_name = "to_mem_cons_prod_lock_0"}
// CHECK:      %[[MC:.*]] = aie.lock(%[[M]], 1) {init = 0 : i32, sym_name = "to_mem_cons_cons_lock_0"}
// The consumer core's fifo repeats nothing itself.
// CHECK:      aie.core
// CHECK-NEXT:   aie.use_lock(%{{.*}}, AcquireGreaterEqual, 1)
// CHECK:      aie.memtile_dma(%[[M]]) {
// CHECK:        aie.dma_start(S2MM, 0, ^bb1, ^bb3)
// CHECK:        aie.use_lock(%[[MP]], AcquireGreaterEqual, 3)
// CHECK-NEXT:   aie.dma_bd(%{{.*}} : memref<32xi32>, 0, 32)
// CHECK-NEXT:   aie.use_lock(%[[MC]], Release, 3)
// CHECK:        aie.dma_start(MM2S, 0, ^bb4, ^bb10)
// Each of the 2 objects is sent 3 times: 6 BDs.
// CHECK-COUNT-6: aie.use_lock(%[[MC]], AcquireGreaterEqual, 1)
// CHECK:        ^bb10:
// CHECK-NEXT:   aie.end
aie.device(npu1_1col) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %c = aie.tile(0, 2)
  aie.objectfifo @to_mem(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
  aie.objectfifo @from_mem(%m, {%c}, 2 : i32) {repeat_count = 3 : i32} : !aie.objectfifo<memref<32xi32>>
  aie.objectfifo.link [@to_mem] -> [@from_mem] ([] [])
  %core = aie.core(%c) {
    %sv = aie.objectfifo.acquire @from_mem(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
    aie.objectfifo.release @from_mem(Consume, 1)
    aie.end
  }
}
