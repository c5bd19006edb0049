// What an acquire yields must match its fifo: one memref of the fifo's
// element type per acquired object, or one subview.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// CHECK: :[[@LINE+8]]:5: error: 'aie.objectfifo.acquire' op acquires 2 objects but names 1 of them
// CHECK-NEXT: %a = aie.objectfifo.acquire @in(Consume, 2) : memref<8xi32>
// CHECK: help: name one object per acquired one: `: memref<8xi32>, memref<8xi32>`
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.core(%t02) {
    %a = aie.objectfifo.acquire @in(Consume, 2) : memref<8xi32>
    aie.end
  }
}

// -----

// CHECK: :[[@LINE+7]]:5: error: 'aie.objectfifo.acquire' op acquired object type 'memref<16xi32>' does not match the objectFifo's 'memref<8xi32>'
// CHECK: help: each acquired object is a `memref<8xi32>`
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.core(%t02) {
    %a = aie.objectfifo.acquire @in(Consume, 1) : memref<16xi32>
    aie.end
  }
}

// -----

// CHECK: :[[@LINE+6]]:5: error: 'aie.objectfifo.acquire' op acquired object type '!aie.objectfifosubview<memref<8xi32>>' does not match the objectFifo's 'memref<8xi32>'
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.core(%t02) {
    %a:2 = aie.objectfifo.acquire @in(Consume, 2) : !aie.objectfifosubview<memref<8xi32>>, memref<8xi32>
    aie.end
  }
}

// -----

// CHECK: :[[@LINE+6]]:5: error: operation defines 2 results but was provided 1 to bind
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.core(%t02) {
    %a = aie.objectfifo.acquire @in(Consume, 2) : memref<8xi32>, memref<8xi32>
    aie.end
  }
}
