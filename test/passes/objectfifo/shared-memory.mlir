// Fifos between tiles that share memory need no DMA: the objects live in one
// memory, the depth is kept, and both cores use the same locks.
// RUN: aiec --aie-syntax=2026-04 --aie-objectFifo-stateful-transform %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK:      %[[T12:.*]] = aie.tile(1, 2)
// CHECK:      %[[T13:.*]] = aie.tile(1, 3)
// Producer (1,2) below consumer (1,3): (1,3) reaches (1,2)'s memory (South)
// and (1,2) reaches (1,3)'s (North); mlir-aie keeps the producer's.
// CHECK-NEXT: %[[B0:.*]] = aie.buffer(%[[T12]]) {sym_name = "up_buff_0"} : memref<8xi32>
// CHECK-NEXT: %[[B1:.*]] = aie.buffer(%[[T12]]) {sym_name = "up_buff_1"} : memref<8xi32>
// CHECK-NEXT: %[[B2:.*]] = aie.buffer(%[[T12]]) {sym_name = "up_buff_2"} : memref<8xi32>
// CHECK-NEXT: %[[P:.*]] = aie.lock(%[[T12]], 0) {init = 3 : i32, sym_name = "up_prod_lock_0"}
// CHECK-NEXT: %[[C:.*]] = aie.lock(%[[T12]], 1) {init = 0 : i32, sym_name = "up_cons_lock_0"}
// CHECK-NOT:  aie.flow
// CHECK-NOT:  aie.mem(
// CHECK:      aie.core(%[[T12]])
// CHECK:        aie.use_lock(%[[P]], AcquireGreaterEqual, 1)
// CHECK-NEXT:   memref.store %{{.*}}, %[[B0]][%{{.*}}] : memref<8xi32>
// CHECK-NEXT:   aie.use_lock(%[[C]], Release, 1)
// CHECK:      aie.core(%[[T13]])
// CHECK:        aie.use_lock(%[[C]], AcquireGreaterEqual, 2)
// CHECK-NEXT:   memref.load %[[B0]]
// CHECK-NEXT:   memref.load %[[B1]]
// CHECK-NEXT:   aie.use_lock(%[[P]], Release, 2)
// CHECK-NOT:  aie.objectfifo
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @up(%t12, {%t13}, 3 : i32) : !aie.objectfifo<memref<8xi32>>
  %c12 = aie.core(%t12) {
    %c0 = arith.constant 0 : index
    %v = arith.constant 7 : i32
    %s = aie.objectfifo.acquire @up(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
    %e = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
    memref.store %v, %e[%c0] : memref<8xi32>
    aie.objectfifo.release @up(Produce, 1)
    aie.end
  }
  %c13 = aie.core(%t13) {
    %c0 = arith.constant 0 : index
    %s = aie.objectfifo.acquire @up(Consume, 2) : !aie.objectfifosubview<memref<8xi32>>
    %e0 = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
    %e1 = aie.objectfifo.subview.access %s[1] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
    %a = memref.load %e0[%c0] : memref<8xi32>
    %b = memref.load %e1[%c0] : memref<8xi32>
    aie.objectfifo.release @up(Consume, 2)
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1_1col)
// A fifo whose producer and consumer are the same core.
// CHECK:      %[[T:.*]] = aie.tile(0, 2)
// CHECK-NEXT: aie.buffer(%[[T]]) {sym_name = "self_buff_0"} : memref<4xi32>
// CHECK-NEXT: aie.buffer(%[[T]]) {sym_name = "self_buff_1"} : memref<4xi32>
// CHECK-NEXT: aie.lock(%[[T]], 0) {init = 2 : i32, sym_name = "self_prod_lock_0"}
// CHECK-NEXT: aie.lock(%[[T]], 1) {init = 0 : i32, sym_name = "self_cons_lock_0"}
// CHECK-NEXT: }
aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.objectfifo @self(%t, {%t}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
}
