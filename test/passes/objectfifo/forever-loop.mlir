// A core loop "forever" (0 to 2^63 - 1, as IRON writes it) unrolls by the
// FIFO depth with the odd iteration after it; its trip count is computed
// without overflowing i64.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s

// CHECK: %[[UB:.*]] = arith.constant 9223372036854775806 : index
// CHECK: %[[STEP:.*]] = arith.constant 2 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[UB]] step %[[STEP]] {
// CHECK-COUNT-2: aie.use_lock(%of_cons_lock_0, AcquireGreaterEqual, 1)
// CHECK: }
// CHECK-NEXT: aie.use_lock(%of_cons_lock_0, AcquireGreaterEqual, 1)
// CHECK-NEXT: aie.use_lock(%of_prod_lock_0, Release, 1)
// CHECK-NEXT: aie.end
module {
  aie.device(npu1) {
    %t0 = aie.tile(0, 2)
    %t1 = aie.tile(0, 3)
    aie.objectfifo @of(%t0, {%t1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    %c = aie.core(%t1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %max = arith.constant 9223372036854775807 : index
      scf.for %i = %c0 to %max step %c1 {
        %s = aie.objectfifo.acquire @of(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        aie.objectfifo.release @of(Consume, 1)
      }
      aie.end
    }
  }
}
