// Dynamic lowering (a core's `dynamic_objfifo_lowering = true`, or the
// `dynamic-objFifos` option for every core): loops are not unrolled; the
// core keeps the index of each fifo end's next object in an i32 buffer,
// advances it (wrapping at the depth) after each release, and selects the
// object of each access with an scf.index_switch. Depth-1 fifos need neither
// a counter nor a switch.
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform="dynamic-objFifos=true" %s | FileCheck %s --check-prefix=ALL

// CHECK:      %[[CNT:.*]] = aie.buffer(%tile_2_2) : memref<1xi32>
// CHECK-NEXT: aie.core(%tile_2_2) {
// CHECK-NEXT:   %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:   %[[SLOT0:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[DEPTH:.*]] = arith.constant 2 : i32
// CHECK-NEXT:   memref.store %[[ZERO]], %[[CNT]][%[[SLOT0]]] : memref<1xi32>
// The loop stays a loop of 10.
// CHECK:        scf.for %{{.*}} = %{{.*}} to %c10 step %{{[a-z0-9_]+}} {
// CHECK-NEXT:     aie.use_lock(%f_cons_cons_lock_0, AcquireGreaterEqual, 1)
// CHECK-NEXT:     %[[IDX:.*]] = memref.load %[[CNT]][%[[SLOT0]]] : memref<1xi32>
// CHECK-NEXT:     %[[SEL:.*]] = arith.index_cast %[[IDX]] : i32 to index
// CHECK-NEXT:     %[[OBJ:.*]] = scf.index_switch %[[SEL]] -> memref<8xi32>
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       scf.yield %f_cons_buff_0 : memref<8xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield %f_cons_buff_1 : memref<8xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %f_cons_buff_0 : memref<8xi32>
// CHECK-NEXT:     }
// The depth-1 fifo is accessed directly.
// CHECK:          aie.use_lock(%one_cons_cons_lock_0, AcquireGreaterEqual, 1)
// CHECK-NEXT:     memref.load %[[OBJ]]
// CHECK-NEXT:     memref.load %one_cons_buff_0
// After the release: counter = counter + 1, minus the depth once it reaches it.
// CHECK:          aie.use_lock(%f_cons_prod_lock_0, Release, 1)
// CHECK-NEXT:     %[[OLD:.*]] = memref.load %[[CNT]][%[[SLOT0]]] : memref<1xi32>
// CHECK-NEXT:     %[[N:.*]] = arith.constant 1 : i32
// CHECK-NEXT:     %[[SUM:.*]] = arith.addi %[[OLD]], %[[N]] : i32
// CHECK-NEXT:     %[[WRAP:.*]] = arith.cmpi sge, %[[SUM]], %[[DEPTH]] : i32
// CHECK-NEXT:     %[[LESS:.*]] = arith.subi %[[SUM]], %[[DEPTH]] : i32
// CHECK-NEXT:     %[[NEXT:.*]] = arith.select %[[WRAP]], %[[LESS]], %[[SUM]] : i32
// CHECK-NEXT:     memref.store %[[NEXT]], %[[CNT]][%[[SLOT0]]] : memref<1xi32>
// CHECK-NEXT:     aie.use_lock(%one_cons_prod_lock_0, Release, 1)
// CHECK-NEXT:   }
// The static core is unrolled as usual.
// CHECK:      aie.core(%tile_0_2)
// CHECK-NOT:  scf.index_switch
// CHECK:      aie.end

// With the option, the producer core is lowered dynamically too.
// ALL:      aie.buffer(%tile_0_2) : memref<1xi32>
// ALL-NEXT: aie.core(%tile_0_2)
aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 2)
  aie.objectfifo @f(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @one(%a, {%b}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
  %consumer = aie.core(%b) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    scf.for %i = %c0 to %c10 step %c1 {
      %x = aie.objectfifo.acquire @f(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
      %e = aie.objectfifo.subview.access %x[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
      %y = aie.objectfifo.acquire @one(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
      %g = aie.objectfifo.subview.access %y[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
      %v = memref.load %e[%c0] : memref<8xi32>
      %w = memref.load %g[%c0] : memref<8xi32>
      aie.objectfifo.release @f(Consume, 1)
      aie.objectfifo.release @one(Consume, 1)
    }
    aie.end
  } {dynamic_objfifo_lowering = true}
  %producer = aie.core(%a) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      %x = aie.objectfifo.acquire @f(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
      %y = aie.objectfifo.acquire @one(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
      aie.objectfifo.release @f(Produce, 1)
      aie.objectfifo.release @one(Produce, 1)
    }
    aie.end
  }
}
