// The acquire that yields the objects themselves (mlir-aie's form since its
// split objectfifo lowering): one memref per acquired object, no subview and
// no subview.access. It reads and prints as written, and the lowering
// replaces each result by the buffer it names (statically, or with a
// run-time switch under the dynamic lowering).
// RUN: aiec %s | FileCheck %s --check-prefix=PRINT
// RUN: aiec %s | aiec | FileCheck %s --check-prefix=PRINT
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform="dynamic-objFifos=true" %s | FileCheck %s --check-prefix=DYN

// PRINT: %[[A:.*]]:2 = aie.objectfifo.acquire @in(Consume, 2) : memref<8xi32>, memref<8xi32>
// PRINT: %[[B:.*]] = aie.objectfifo.acquire @out(Produce, 1) : memref<8xi32>
// PRINT: memref.load %[[A]]#1[%{{.*}}] : memref<8xi32>

// Two objects at once, then a release of one: the next acquire of two
// names the one still held and one new one (a window sliding over the
// three buffers), so the loop of 4 is unrolled by 3.
// CHECK:      aie.core(%{{.*}}) {
// CHECK:        aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %c2_i32)
// CHECK:        memref.load %in_cons_buff_0[
// CHECK-NEXT:   memref.load %in_cons_buff_1[
// CHECK:        memref.store %{{.*}}, %out_buff_0[
// CHECK:        memref.load %in_cons_buff_1[
// CHECK-NEXT:   memref.load %in_cons_buff_2[
// CHECK:        memref.store %{{.*}}, %out_buff_1[
// CHECK:        memref.load %in_cons_buff_2[
// CHECK-NEXT:   memref.load %in_cons_buff_0[
// CHECK-NOT:    aie.objectfifo.acquire
// CHECK:        aie.end

// The dynamic lowering keeps the loop and counts the objects it holds from
// one trip to the next at run time: each acquire of two waits for those it
// lacks, then hands over the objects its rotation counter selects.
// DYN:          scf.for
// DYN:            %[[DELTA:.*]] = arith.maxsi
// DYN:            aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %[[DELTA]])
// DYN:            scf.index_switch %{{.*}} -> memref<8xi32>
// DYN-NOT:        aie.objectfifo.acquire
// DYN:          aie.end
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 3 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%t02, {%t00}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %a:2 = aie.objectfifo.acquire @in(Consume, 2) : memref<8xi32>, memref<8xi32>
        %b = aie.objectfifo.acquire @out(Produce, 1) : memref<8xi32>
        %x = memref.load %a#0[%c0] : memref<8xi32>
        %y = memref.load %a#1[%c0] : memref<8xi32>
        %s = arith.addi %x, %y : i32
        memref.store %s, %b[%c0] : memref<8xi32>
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
  }
}
