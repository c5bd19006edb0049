// Loops that acquire are unrolled by the lcm of the depths they acquire
// from (at most their trip count), so every acquire names fixed objects;
// a remainder runs fully unrolled after the loop; the induction variable
// and iter_args follow each copy.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK:       aie.core
// 14 iterations, depths 2 and 3: factor 6; 12 in the loop (2 trips), 2 after.
// CHECK:       %[[C0:[^ ]+]] = arith.constant 0 : index
// CHECK:       %[[C1:[^ ]+]] = arith.constant 1 : index
// CHECK:       %[[C14:[^ ]+]] = arith.constant 14 : index
// CHECK:       %[[INIT:[^ ]+]] = arith.constant 0 : i32
// CHECK:       %[[UB:[^ ]+]] = arith.constant 12 : index
// CHECK:       %[[STEP:[^ ]+]] = arith.constant 6 : index
// CHECK:       %[[SUM:[0-9]+]] = scf.for %[[IV:arg[0-9]+]] = %[[C0]] to %[[UB]] step %[[STEP]] iter_args(%[[ACC:arg[0-9]+]] = %[[INIT]]) -> (i32) {
// CHECK:         memref.load %a_cons_buff_0[%[[IV]]]
// CHECK:         memref.load %b_cons_buff_0[%[[IV]]]
// CHECK:         %[[X0:[0-9]+]] = arith.addi %[[ACC]], %{{.*}} : i32
// CHECK:         %[[K1:[^ ]+]] = arith.constant 1 : index
// CHECK:         %[[M1:[0-9]+]] = arith.muli %[[C1]], %[[K1]] : index
// CHECK:         %[[IV1:[0-9]+]] = arith.addi %[[IV]], %[[M1]] : index
// CHECK:         memref.load %a_cons_buff_1[%[[IV1]]]
// CHECK:         memref.load %b_cons_buff_1[%[[IV1]]]
// CHECK:         %[[X1:[0-9]+]] = arith.addi %[[X0]], %{{.*}} : i32
// CHECK:         memref.load %a_cons_buff_0
// CHECK:         memref.load %b_cons_buff_2
// CHECK:         %[[X2:[0-9]+]] = arith.addi %[[X1]], %{{.*}} : i32
// CHECK:         memref.load %a_cons_buff_1
// CHECK:         memref.load %b_cons_buff_0
// CHECK:         memref.load %a_cons_buff_0
// CHECK:         memref.load %b_cons_buff_1
// CHECK:         memref.load %a_cons_buff_1
// CHECK:         memref.load %b_cons_buff_2
// CHECK:         scf.yield %{{.*}} : i32
// CHECK:       }
// The 2 remaining iterations follow inline, starting from the loop's result.
// CHECK:       memref.load %a_cons_buff_0[%[[UB]]]
// CHECK:       memref.load %b_cons_buff_0[%[[UB]]]
// CHECK:       arith.addi %[[SUM]],
// CHECK:       memref.load %a_cons_buff_1
// CHECK:       memref.load %b_cons_buff_1
// CHECK-NOT:   scf.for
// CHECK:       aie.end
aie.device(npu1) {
  %p = aie.tile(0, 2)
  %c = aie.tile(2, 2)
  aie.objectfifo @a(%p, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @b(%p, {%c}, [2, 3]) : !aie.objectfifo<memref<16xi32>>
  %core = aie.core(%c) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c14 = arith.constant 14 : index
    %init = arith.constant 0 : i32
    %sum = scf.for %i = %c0 to %c14 step %c1 iter_args(%acc = %init) -> (i32) {
      %sa = aie.objectfifo.acquire @a(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %ea = aie.objectfifo.subview.access %sa[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %sb = aie.objectfifo.acquire @b(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %eb = aie.objectfifo.subview.access %sb[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %x = memref.load %ea[%i] : memref<16xi32>
      %y = memref.load %eb[%i] : memref<16xi32>
      %s = arith.addi %x, %y : i32
      %n = arith.addi %acc, %s : i32
      aie.objectfifo.release @a(Consume, 1)
      aie.objectfifo.release @b(Consume, 1)
      scf.yield %n : i32
    }
    aie.end
  }
}
