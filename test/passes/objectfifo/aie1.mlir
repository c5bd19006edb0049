// AIE1 (xcvc1902): one binary lock per object; producers acquire a lock at 0
// and release it at 1, consumers the opposite; the DMA cycles through them.
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform %s | FileCheck %s

// CHECK-LABEL: aie.device(xcvc1902)
// CHECK:      %[[P:.*]] = aie.tile(1, 2)
// CHECK:      %[[C:.*]] = aie.tile(3, 3)
// CHECK:      %[[L0:.*]] = aie.lock(%[[C]], 0) {init = 0 : i32, sym_name = "of_cons_lock_0"}
// CHECK:      %[[L1:.*]] = aie.lock(%[[C]], 1) {init = 0 : i32, sym_name = "of_cons_lock_1"}
// CHECK:      %[[PL0:.*]] = aie.lock(%[[P]], 0) {init = 0 : i32, sym_name = "of_lock_0"}
// CHECK:      %[[PL1:.*]] = aie.lock(%[[P]], 1) {init = 0 : i32, sym_name = "of_lock_1"}
// CHECK:      aie.core(%[[P]])
// CHECK:        aie.use_lock(%[[PL0]], Acquire, 0)
// CHECK:        aie.use_lock(%[[PL0]], Release, 1)
// CHECK:        aie.use_lock(%[[PL1]], Acquire, 0)
// CHECK:        aie.use_lock(%[[PL1]], Release, 1)
// CHECK:      aie.mem(%[[P]])
// CHECK:        aie.dma_start(MM2S, 0, ^bb1, ^bb3)
// CHECK:        aie.use_lock(%[[PL0]], Acquire, 1)
// CHECK-NEXT:   aie.dma_bd(%of_buff_0 : memref<16xi32>, 0, 16)
// CHECK-NEXT:   aie.use_lock(%[[PL0]], Release, 0)
// CHECK:        aie.use_lock(%[[PL1]], Acquire, 1)
// CHECK:      aie.mem(%[[C]])
// CHECK:        aie.dma_start(S2MM, 0, ^bb1, ^bb3)
// CHECK:        aie.use_lock(%[[L0]], Acquire, 0)
// CHECK-NEXT:   aie.dma_bd(%of_cons_buff_0 : memref<16xi32>, 0, 16)
// CHECK-NEXT:   aie.use_lock(%[[L0]], Release, 1)
module @legacy {
  aie.device(xcvc1902) {
    %p = aie.tile(1, 2)
    %c = aie.tile(3, 3)
    aie.objectfifo @of(%p, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    %core = aie.core(%p) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %s = aie.objectfifo.acquire @of(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        aie.objectfifo.release @of(Produce, 1)
      }
      aie.end
    }
  }
}
