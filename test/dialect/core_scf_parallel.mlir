// scf.parallel, scf.reduce and scf.reduce.return in MLIR's custom syntax,
// read and printed: induction variables, bounds and steps in parentheses,
// `init (...)` and the results' arrow type list; the body ends in
// `scf.reduce`, which MLIR prints even without reductions (and its parser
// adds when left out), each reduction a region of two arguments ending in
// `scf.reduce.return`. The generic form records the four operand groups in
// `operandSegmentSizes` and reads back as the same ops.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: aiec %s --mlir-print-op-generic | aiec | FileCheck %s

// CHECK-LABEL: aie.core
// CHECK:      scf.parallel (%[[I:.*]], %[[J:.*]]) = (%c0, %c0) to (%c4, %c8) step (%c1, %c2) {
// CHECK-NEXT:   memref.store %c0_i32, %{{.*}}[%[[I]], %[[J]]] : memref<4x8xi32>
// CHECK-NEXT:   scf.reduce{{[[:space:]]*$}}
// CHECK-NEXT: }
// CHECK:      scf.parallel (%{{.*}}) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:   scf.reduce{{[[:space:]]*$}}
// CHECK-NEXT: }
// CHECK:      %[[S:.*]] = scf.parallel (%[[K:.*]]) = (%c0) to (%c4) step (%c1) init (%c0_i32) -> i32 {
// CHECK-NEXT:   %[[V:.*]] = memref.load %{{.*}}[%[[K]], %[[K]]] : memref<4x8xi32>
// CHECK-NEXT:   scf.reduce(%[[V]] : i32) {
// CHECK-NEXT:   ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32):
// CHECK-NEXT:     %[[X:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:     scf.reduce.return %[[X]] : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      %{{.*}}:2 = scf.parallel (%{{.*}}) = (%c0) to (%c4) step (%c1) init (%c0_i32, %cst) -> (i32, f32) {
// CHECK:        scf.reduce(%{{.*}}, %{{.*}} : i32, f32) {
// CHECK-NEXT:   ^bb0(%{{.*}}: i32, %{{.*}}: i32):
// CHECK-NEXT:     %{{.*}} = arith.maxsi
// CHECK-NEXT:     scf.reduce.return %{{.*}} : i32
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:     %{{.*}} = arith.mulf
// CHECK-NEXT:     scf.reduce.return %{{.*}} : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "scf.parallel"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// GENERIC: "scf.reduce"() : () -> ()
// GENERIC: "scf.parallel"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC: "scf.reduce"(%{{.*}}) ({
// GENERIC: "scf.reduce.return"(%{{.*}}) : (i32) -> ()
// GENERIC: }) : (i32) -> ()
// GENERIC: }) : (index, index, index, i32) -> i32
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<4x8xi32>
  %core = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1.0 : f32
    scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c8) step (%c1, %c2) {
      memref.store %zero, %buf[%i, %j] : memref<4x8xi32>
    }
    scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
      scf.reduce
    }
    %sum = scf.parallel (%k) = (%c0) to (%c4) step (%c1) init (%zero) -> i32 {
      %v = memref.load %buf[%k, %k] : memref<4x8xi32>
      scf.reduce(%v : i32) {
      ^bb0(%a: i32, %b: i32):
        %x = arith.addi %a, %b : i32
        scf.reduce.return %x : i32
      }
    }
    %two:2 = scf.parallel (%k) = (%c0) to (%c4) step (%c1) init (%zero, %one) -> (i32, f32) {
      %v = memref.load %buf[%k, %k] : memref<4x8xi32>
      %f = arith.sitofp %v : i32 to f32
      scf.reduce(%v, %f : i32, f32) {
      ^bb0(%a: i32, %b: i32):
        %x = arith.maxsi %a, %b : i32
        scf.reduce.return %x : i32
      }, {
      ^bb0(%a: f32, %b: f32):
        %y = arith.mulf %a, %b : f32
        scf.reduce.return %y : f32
      }
    }
    aie.end
  }
}
