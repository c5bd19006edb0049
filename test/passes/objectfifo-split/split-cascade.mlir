// --aie-objectfifo-split writes a cascade fifo as its cascade flow and its
// cores' values: each store into an acquired object is put on the
// cascade, each load from one got off it, in the order written; acquires,
// releases, subview accesses and the fifo go, and no pool, buffer, lock or
// route is made. The one-pass transform, their composition, the same.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// Errors: split-cascade-errors.mlir.

// CHECK-LABEL: @pairs
// CHECK:       aie.cascade_flow(%[[P:.*]], %[[C:.*]])
// CHECK:       aie.core(%[[P]])
// CHECK:         scf.for
// CHECK:           %[[V:.*]] = arith.sitofp
// CHECK-NEXT:      aie.put_cascade(%[[V]] : vector<16xf32>)
// CHECK:       aie.core(%[[C]])
// CHECK:         %[[G:.*]] = aie.get_cascade() : vector<16xf32>
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[G]], %[[G]]
// CHECK-NEXT:    %[[H:.*]] = aie.get_cascade() : vector<16xf32>
// CHECK-NEXT:    arith.mulf %[[S]], %[[H]]
// CHECK-NOT:   aie.objectfifo
// CHECK-NOT:   aie.buffer
// CHECK-NOT:   aie.lock
module @pairs {
  aie.device(npu2) {
    %p = aie.tile(3, 3)
    %c = aie.tile(4, 3)
    aie.objectfifo @link (%p, {%c}, 1 : i32) {transport = #aie.transport<cascade>} : !aie.objectfifo<memref<1xvector<16xf32>>>
    aie.core(%p) {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c1 = arith.constant 1 : index
      %k = arith.constant dense<3> : vector<16xi32>
      scf.for %i = %c0 to %c2 step %c1 {
        %sv = aie.objectfifo.acquire @link (Produce, 1) : !aie.objectfifosubview<memref<1xvector<16xf32>>>
        %o = aie.objectfifo.subview.access %sv[0] : !aie.objectfifosubview<memref<1xvector<16xf32>>> -> memref<1xvector<16xf32>>
        %v = arith.sitofp %k : vector<16xi32> to vector<16xf32>
        memref.store %v, %o[%c0] : memref<1xvector<16xf32>>
        aie.objectfifo.release @link (Produce, 1)
      }
      aie.end
    }
    aie.core(%c) {
      %c0 = arith.constant 0 : index
      %a = aie.objectfifo.acquire @link (Consume, 1) : memref<1xvector<16xf32>>
      %x = memref.load %a[%c0] : memref<1xvector<16xf32>>
      %s = arith.addf %x, %x : vector<16xf32>
      aie.objectfifo.release @link (Consume, 1)
      %b = aie.objectfifo.acquire @link (Consume, 1) : memref<1xvector<16xf32>>
      %y = memref.load %b[%c0] : memref<1xvector<16xf32>>
      %m = arith.mulf %s, %y : vector<16xf32>
      aie.objectfifo.release @link (Consume, 1)
      aie.end
    }
  }
}
