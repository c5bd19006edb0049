// scf.forall and scf.execute_region in MLIR's custom syntax, read and
// printed. scf.forall: `in (ub, ...)` when every lower bound is 0 and every
// step 1 (written so, or as constant values: MLIR's normalized form), else
// `= (lb, ...) to (ub, ...) step (s, ...)`, each entry an integer or an
// index value; its empty `scf.forall.in_parallel` terminator is implicit;
// `mapping` in the attribute dictionary. scf.execute_region: the results'
// arrow type list (`-> T`, `-> (T, U)`), a region of one or more blocks
// with their terminators. The generic forms (static lists as properties,
// the dynamic entries as operands) read back as the same ops.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: aiec %s --mlir-print-op-generic | aiec | FileCheck %s

// CHECK-LABEL: aie.core
// CHECK:      scf.forall (%[[I:.*]], %[[J:.*]]) in (4, %c8) {
// CHECK-NEXT:   memref.store %c0_i32, %{{.*}}[%[[I]], %[[J]]] : memref<4x8xi32>
// CHECK-NEXT: }
// CHECK:      scf.forall (%{{.*}}) = (1) to (%c4) step (2) {
// CHECK-NEXT: }
// CHECK:      scf.forall (%{{.*}}) in (%c4) {
// CHECK-NEXT: }
// CHECK:      scf.forall (%{{.*}}, %{{.*}}) = (%c1, 0) to (4, 8) step (1, %c2) {
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK:      %[[R:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT:   %[[V:.*]] = memref.load
// CHECK-NEXT:   scf.yield %[[V]] : i32
// CHECK-NEXT: }
// CHECK:      %{{.*}}:2 = scf.execute_region -> (i32, index) {
// CHECK-NEXT:   scf.yield %[[R]], %c1 : i32, index
// CHECK-NEXT: }
// CHECK:      %{{.*}} = scf.execute_region -> i32 {
// CHECK-NEXT:   %[[C:.*]] = arith.cmpi
// CHECK-NEXT:   cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%[[R]] : i32)
// CHECK-NEXT: ^bb3(%[[X:.*]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   scf.yield %[[X]] : i32
// CHECK-NEXT: }
// CHECK:      scf.execute_region {
// CHECK-NEXT:   memref.store
// CHECK-NEXT:   scf.yield
// CHECK-NEXT: }

// GENERIC: "scf.forall"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
// GENERIC: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC: "scf.execute_region"() ({
// GENERIC: "scf.yield"(%{{.*}}) : (i32) -> ()
// GENERIC-NEXT: }) : () -> i32
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
    scf.forall (%i, %j) in (4, %c8) {
      memref.store %zero, %buf[%i, %j] : memref<4x8xi32>
    }
    scf.forall (%i) = (1) to (%c4) step (2) {
    }
    // Constant values at 0 and 1: MLIR prints the normalized form.
    scf.forall (%i) = (%c0) to (%c4) step (%c1) {
      scf.forall.in_parallel {
      }
    }
    scf.forall (%i, %j) = (%c1, 0) to (4, 8) step (1, %c2) {
    } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
    %r = scf.execute_region -> i32 {
      %v = memref.load %buf[%c0, %c1] : memref<4x8xi32>
      scf.yield %v : i32
    }
    %two:2 = scf.execute_region -> (i32, index) {
      scf.yield %r, %c1 : i32, index
    }
    %pick = scf.execute_region -> i32 {
      %big = arith.cmpi sgt, %r, %zero : i32
      cf.cond_br %big, ^a, ^b
    ^a:
      cf.br ^join(%zero : i32)
    ^b:
      cf.br ^join(%r : i32)
    ^join(%x: i32):
      scf.yield %x : i32
    }
    scf.execute_region {
      memref.store %pick, %buf[%c0, %c0] : memref<4x8xi32>
      scf.yield
    }
    aie.end
  }
}
