// scf.index_switch in MLIR's custom syntax (`case N {...}`, `default {...}`,
// result types after `->`), read and printed, and its generic form read as
// the same op (the default region first). mlir-aie writes it in runtime
// sequences (a select arm of a rolled loop).
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: aiec %s --mlir-print-op-generic | aiec | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence @pick
// CHECK:      %[[R:.*]] = scf.index_switch %arg0 -> i32, index
// CHECK-NEXT: case -2 {
// CHECK-NEXT:   %[[A:.*]] = arith.constant 7 : i32
// CHECK-NEXT:   scf.yield %[[A]], %arg0 : i32, index
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK:        scf.yield %c9_i32, %c3 : i32, index
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT:   %[[D:.*]] = arith.constant 0 : i32
// CHECK-NEXT:   scf.yield %[[D]], %arg0 : i32, index
// CHECK-NEXT: }
// CHECK:      scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT:   scf.yield
// CHECK-NEXT: }
// GENERIC: "scf.index_switch"(%arg0) <{cases = array<i64: -2, 5>}> ({
// GENERIC-NEXT: %{{.*}} = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC: }) : (index) -> (i32, index)
aie.device(npu2) {
  aie.runtime_sequence @pick(%sel: index) {
    %r:2 = scf.index_switch %sel -> i32, index
    case -2 {
      %a = arith.constant 7 : i32
      scf.yield %a, %sel : i32, index
    }
    case 5 {
      %b = arith.constant 9 : i32
      %c3 = arith.constant 3 : index
      scf.yield %b, %c3 : i32, index
    }
    default {
      %d = arith.constant 0 : i32
      scf.yield %d, %sel : i32, index
    }
    scf.index_switch %sel
    default {
      scf.yield
    }
  }
}
