// On AIE1 (one binary lock per object) lower-cores unrolls the loops of a
// core as the one-pass lowering does, so that every acquire and release
// names fixed locks and objects: the producer's loop of 4 by its depth
// (2), the consumer's sliding window (acquire 2, release 1; depth 3) of 3
// iterations fully; a loop that is no scf.for (an scf.while) keeps its
// body, walked in program order. Both lowerings give the same core code.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=false" --aie-objectfifo-erase-pools %s | FileCheck %s
// A dynamic core picks binary locks at run time, but not a run-time number
// of them (the sliding window holds 0 objects before its first trip, 1 after).
// RUN: not aiec --aie-objectfifo-split --aie-objectfifo-allocate --aie-objectfifo-lower-cores="dynamic-objFifos=true" %s 2>&1 | FileCheck %s --check-prefix=DYN

// CHECK-LABEL: aie.core(%{{.*}}tile_1_2)
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c2
// CHECK:           aie.use_lock(%a_lock_0, Acquire, %c0_i32{{.*}})
// CHECK:           memref.store %{{.*}}, %a_buff_0[
// CHECK:           aie.use_lock(%a_lock_0, Release, %c1_i32{{.*}})
// CHECK:           aie.use_lock(%a_lock_1, Acquire, %c0_i32{{.*}})
// CHECK:           memref.store %{{.*}}, %a_buff_1[
// CHECK:           aie.use_lock(%a_lock_1, Release, %c1_i32{{.*}})
// CHECK-NEXT:    }
// CHECK-LABEL: aie.core(%{{.*}}tile_3_3)
// CHECK-NOT:     scf.for
// CHECK:         aie.use_lock(%a_cons_lock_0, Acquire, %c1_i32{{.*}})
// CHECK:         aie.use_lock(%a_cons_lock_1, Acquire, %c1_i32{{.*}})
// CHECK:         memref.load %a_cons_buff_0[
// CHECK:         memref.load %a_cons_buff_1[
// CHECK:         aie.use_lock(%a_cons_lock_0, Release, %c0_i32{{.*}})
// CHECK:         aie.use_lock(%a_cons_lock_2, Acquire, %c1_i32{{.*}})
// CHECK:         memref.load %a_cons_buff_1[
// CHECK:         memref.load %a_cons_buff_2[
// CHECK:         aie.use_lock(%a_cons_lock_1, Release, %c0_i32{{.*}})
// CHECK:         aie.use_lock(%a_cons_lock_0, Acquire, %c1_i32{{.*}})
// CHECK:         memref.load %a_cons_buff_2[
// CHECK:         memref.load %a_cons_buff_0[
// CHECK:         aie.use_lock(%a_cons_lock_2, Release, %c0_i32{{.*}})
// CHECK:         aie.use_lock(%a_cons_lock_0, Release, %c0_i32{{.*}})
// CHECK-NEXT:    aie.end
// CHECK-LABEL: aie.core(%{{.*}}tile_1_4)
// CHECK:         scf.while
// CHECK:         } do {
// CHECK:           aie.use_lock(%h_lock_0, Acquire, %c0_i32{{.*}})
// CHECK:           memref.store %{{.*}}, %h_buff_0[
// CHECK:           aie.use_lock(%h_lock_0, Release, %c1_i32{{.*}})
// CHECK:           scf.yield
// CHECK-LABEL: aie.core(%{{.*}}tile_3_5)
// CHECK:         scf.while
// CHECK:         } do {
// CHECK:           aie.use_lock(%h_cons_lock_0, Acquire, %c1_i32{{.*}})
// CHECK:           memref.load %h_cons_buff_0[
// CHECK:           aie.use_lock(%h_cons_lock_0, Release, %c0_i32{{.*}})
// CHECK:           scf.yield

// DYN: error: 'aie.objectfifo.acquire' op changes how many objects of a pool of binary locks are held in a loop or branch

module {
  aie.device(xcvc1902) {
    %t12 = aie.tile(1, 2)
    %t33 = aie.tile(3, 3)
    %t14 = aie.tile(1, 4)
    %t35 = aie.tile(3, 5)
    %sums = aie.buffer(%t33) {sym_name = "sums"} : memref<3xi32>
    aie.objectfifo @a(%t12, {%t33}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %producer = aie.core(%t12) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %k = %c0 to %c4 step %c1 {
        %s = aie.objectfifo.acquire @a(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        %o = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        %v = arith.index_cast %k : index to i32
        memref.store %v, %o[%c0] : memref<8xi32>
        aie.objectfifo.release @a(Produce, 1)
      }
      aie.end
    }
    %consumer = aie.core(%t33) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      scf.for %k = %c0 to %c3 step %c1 {
        %s = aie.objectfifo.acquire @a(Consume, 2) : !aie.objectfifosubview<memref<8xi32>>
        %x = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        %y = aie.objectfifo.subview.access %s[1] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        %p = memref.load %x[%c0] : memref<8xi32>
        %q = memref.load %y[%c0] : memref<8xi32>
        %r = arith.addi %p, %q : i32
        memref.store %r, %sums[%k] : memref<3xi32>
        aie.objectfifo.release @a(Consume, 1)
      }
      aie.objectfifo.release @a(Consume, 1)
      aie.end
    }
    %last = aie.buffer(%t35) {sym_name = "last"} : memref<1xi32>
    aie.objectfifo @h(%t14, {%t35}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    %sender = aie.core(%t14) {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %five = arith.constant 5 : i32
      %n = scf.while (%i = %zero) : (i32) -> i32 {
        %more = arith.cmpi slt, %i, %five : i32
        scf.condition(%more) %i : i32
      } do {
      ^bb0(%j: i32):
        %s = aie.objectfifo.acquire @h(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        %o = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        memref.store %j, %o[%c0] : memref<8xi32>
        aie.objectfifo.release @h(Produce, 1)
        %next = arith.addi %j, %one : i32
        scf.yield %next : i32
      }
      aie.end
    }
    %receiver = aie.core(%t35) {
      %c0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %five = arith.constant 5 : i32
      %n = scf.while (%i = %zero) : (i32) -> i32 {
        %more = arith.cmpi slt, %i, %five : i32
        scf.condition(%more) %i : i32
      } do {
      ^bb0(%j: i32):
        %s = aie.objectfifo.acquire @h(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
        %x = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        %v = memref.load %x[%c0] : memref<8xi32>
        memref.store %v, %last[%c0] : memref<1xi32>
        aie.objectfifo.release @h(Consume, 1)
        %next = arith.addi %j, %one : i32
        scf.yield %next : i32
      }
      aie.end
    }
  }
}
