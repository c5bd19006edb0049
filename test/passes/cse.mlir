// --cse: an op with no effect equal to one before it in its block or an
// enclosing one (same operands, attributes and result types) is replaced by
// it; loads, allocations and ops with regions stay, as do ops in sibling
// regions and across an op isolated from above.
// RUN: aiec --cse %s | FileCheck %s
// RUN: aiec --pass-pipeline="builtin.module(cse)" %s | FileCheck %s

// CHECK-LABEL: aie.core
// CHECK:         %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %0 = memref.load %buf[%c0] : memref<8xi32>
// CHECK-NEXT:    %1 = memref.load %buf[%c0] : memref<8xi32>
// CHECK-NEXT:    %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT:    %3 = arith.muli %2, %2 : i32
// CHECK-NEXT:    %4 = arith.muli %2, %1 : i32
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    scf.for %arg0 = %c0 to %c4 step %c4 {
// CHECK-NEXT:      memref.store %3, %buf[%c0] : memref<8xi32>
// CHECK-NEXT:      memref.store %2, %buf[%c0] : memref<8xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<4xi32>
// CHECK-NEXT:    %5 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT:    %6 = arith.cmpi sgt, %0, %1 : i32
// CHECK-NEXT:    %7 = arith.addi %0, %c2_i32 : i32
// CHECK-NEXT:    memref.store %4, %buf[%c0] : memref<8xi32>
// CHECK-NEXT:    memref.store %7, %buf[%c0] : memref<8xi32>
// CHECK-NEXT:    %8 = arith.select %5, %7, %c2_i32 : i32
// CHECK-NEXT:    %9 = arith.select %6, %7, %c2_i32 : i32
// CHECK-NEXT:    memref.store %8, %buf[%c0] : memref<8xi32>
// CHECK-NEXT:    memref.store %8, %buf[%c0] : memref<8xi32>
// CHECK-NEXT:    memref.store %9, %buf[%c0] : memref<8xi32>
// CHECK:       aie.core(%tile_0_3) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK:       func.func @f() -> index {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %c0 : index
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %buf = aie.buffer(%t) {sym_name = "buf"} : memref<8xi32>
    %buf3 = aie.buffer(%t3) {sym_name = "buf3"} : memref<8xi32>
    aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : i32
      %c4 = arith.constant 4 : index
      %one = arith.constant 1 : i32
      %l = memref.load %buf[%c0] : memref<8xi32>
      %l2 = memref.load %buf[%c0] : memref<8xi32>
      %a = arith.addi %l, %c1 : i32
      %b = arith.addi %l, %one : i32
      %m1 = arith.muli %a, %b : i32
      %m2 = arith.muli %a, %l2 : i32
      %c2 = arith.constant 2 : i32
      scf.for %i = %c0 to %c4 step %c4 {
        %zero = arith.constant 0 : index
        %m3 = arith.muli %a, %b : i32
        %d = arith.addi %l, %c1 : i32
        memref.store %m3, %buf[%zero] : memref<8xi32>
        memref.store %d, %buf[%c0] : memref<8xi32>
      }
      %x = memref.alloc() : memref<4xi32>
      %y = memref.alloc() : memref<4xi32>
      %e = arith.cmpi slt, %l, %l2 : i32
      %g = arith.cmpi sgt, %l, %l2 : i32
      %h = arith.cmpi slt, %l, %l2 : i32
      %f = arith.addi %l, %c2 : i32
      memref.store %m2, %buf[%c0] : memref<8xi32>
      memref.store %f, %buf[%c0] : memref<8xi32>
      %s = arith.select %e, %f, %c2 : i32
      %s2 = arith.select %h, %f, %c2 : i32
      %s3 = arith.select %g, %f, %c2 : i32
      memref.store %s, %buf[%c0] : memref<8xi32>
      memref.store %s2, %buf[%c0] : memref<8xi32>
      memref.store %s3, %buf[%c0] : memref<8xi32>
      aie.end
    }
    aie.core(%t3) {
      %c0 = arith.constant 0 : index
      %v = arith.constant 5 : i32
      memref.store %v, %buf3[%c0] : memref<8xi32>
      aie.end
    }
  }
  func.func @f() -> index {
    %c0 = arith.constant 0 : index
    %c0b = arith.constant 0 : index
    return %c0b : index
  }
}
