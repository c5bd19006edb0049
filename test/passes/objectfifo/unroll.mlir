// --aie-objectFifo-unroll: before the stateful transform it unrolls a core
// loop that acquires by the lcm of the fifo depths; after it, it gives the
// cores' lock values as shared constants at the start of the body.
// RUN: aiec --aie-objectFifo-unroll %s | FileCheck %s --check-prefix=BEFORE
// RUN: aiec --aie-objectFifo-stateful-transform --aie-objectFifo-unroll %s | FileCheck %s --check-prefix=AFTER
// RUN: aiec --aie-objectFifo-unroll=default-dynamic=true %s | FileCheck %s --check-prefix=DYN

// BEFORE: %c2 = arith.constant 2 : index
// BEFORE-NEXT: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c2 {
// BEFORE-NEXT: aie.objectfifo.acquire @of(Produce, 1)
// BEFORE-NEXT: aie.objectfifo.release @of(Produce, 1)
// BEFORE-NEXT: aie.objectfifo.acquire @of(Produce, 1)
// BEFORE-NEXT: aie.objectfifo.release @of(Produce, 1)
// BEFORE-NEXT: }
// DYN: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c1 {
// DYN-NEXT: aie.objectfifo.acquire @of(Produce, 1)
// DYN-NEXT: aie.objectfifo.release @of(Produce, 1)
// DYN-NEXT: }
// AFTER: aie.core
// AFTER-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// AFTER-NOT: arith.constant 1 : i32
// AFTER: aie.use_lock(%{{.*}}, AcquireGreaterEqual, %[[ONE]])
// AFTER: aie.use_lock(%{{.*}}, Release, %[[ONE]])
// AFTER: aie.use_lock(%{{.*}}, AcquireGreaterEqual, %[[ONE]])
// AFTER: aie.use_lock(%{{.*}}, Release, %[[ONE]])
module {
  aie.device(npu1) {
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.objectfifo @of(%t2, {%t3}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    %c = aie.core(%t2) {
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
