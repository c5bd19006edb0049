// A core loop "forever" (0 to 2^63 - 1, as IRON writes it) unrolls by the
// FIFO depth with the odd iteration after it; its trip count is computed
// without overflowing i64.
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform %s | FileCheck %s
//
// With step 2 the unrolled bound (2^63) is past i64, and past the upper
// bound too: no remainder loop, the step doubles (a pipeline-fuzz finding:
// the bound overflowed). A step whose unrolled form does not fit is an
// error at the loop.
// RUN: sed 's/%c1 = arith.constant 1 : index/%c1 = arith.constant 2 : index/' %s | aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform | FileCheck %s --check-prefix=STEP2
// RUN: sed 's/%c1 = arith.constant 1 : index/%c1 = arith.constant 6917529027641081856 : index/' %s | not aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform 2>&1 | FileCheck %s --check-prefix=HUGE
// STEP2: %[[MAX:.*]] = arith.constant 9223372036854775807 : index
// STEP2: %[[STEP4:.*]] = arith.constant 4 : index
// STEP2: scf.for %{{.*}} = %{{.*}} to %[[MAX]] step %[[STEP4]] {
// STEP2-COUNT-2: aie.use_lock(%of_cons_lock_0, AcquireGreaterEqual, 1)
// STEP2: }
// STEP2-NEXT: aie.end
// HUGE: error: 'scf.for' op could not be unrolled by 2: the unrolled step does not fit 64 bits
// HUGE: help: give a loop that acquires from objectfifos a step far from i64's limits

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
