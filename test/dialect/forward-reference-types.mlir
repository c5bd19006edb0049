// A device's body is a graph region: a core may use a buffer defined after
// it, as aiec prints a lowered design. A result typed from its operand
// (memref.load's element) takes the type written for the forward
// reference,; the printed design reads back.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s

// CHECK:      %[[V:.*]] = memref.load %[[B:.*]][%{{.*}}] : memref<16xi32>
// CHECK-NEXT: %{{.*}} = arith.addi %[[V]], %{{.*}} : i32
// CHECK:      %[[B]] = aie.buffer

module {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : i32
      %v = memref.load %buf[%c0] : memref<16xi32>
      %w = arith.addi %v, %c1 : i32
      memref.store %w, %buf[%c0] : memref<16xi32>
      aie.end
    }
    %buf = aie.buffer(%t02) {sym_name = "buf"} : memref<16xi32>
  }
}
