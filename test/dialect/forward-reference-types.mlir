// A value may be used before the text defines it where its definition still
// dominates the use: here a block printed before the block that defines the
// buffer it loads from, which is its only predecessor. A result typed from
// its operand (memref.load's element) takes the type written for the
// forward reference, and the printed design reads back.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s

// CHECK:      ^bb1:
// CHECK-NEXT: %[[V:.*]] = memref.load %[[B:.*]][%{{.*}}] : memref<16xi32>
// CHECK-NEXT: %{{.*}} = arith.addi %[[V]], %{{.*}} : i32
// CHECK:      ^bb2:
// CHECK-NEXT: %[[B]] = memref.alloca() : memref<16xi32>

module {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : i32
      cf.br ^define
    ^use:
      %v = memref.load %buf[%c0] : memref<16xi32>
      %w = arith.addi %v, %c1 : i32
      memref.store %w, %buf[%c0] : memref<16xi32>
      aie.end
    ^define:
      %buf = memref.alloca() : memref<16xi32>
      cf.br ^use
    }
  }
}
