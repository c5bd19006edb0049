// vector.shuffle in MLIR's generic form: MLIR 19 writes its mask as an array
// of integers ([0, 5]), newer MLIR as a dense array (array<i64: 0, 5>); aiec
// reads both, and writes MLIR 19's form back.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: aiec %s --mlir-print-op-generic | aiec - | FileCheck %s

// CHECK-LABEL: func.func @masks
// CHECK: vector.shuffle %arg0, %arg0 [0, 5] : vector<4xi32>, vector<4xi32>
// CHECK: vector.shuffle %arg0, %arg0 [7, 1] : vector<4xi32>, vector<4xi32>
// GENERIC: "vector.shuffle"(%arg0, %arg0) <{mask = [0, 5]}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi32>
// GENERIC: "vector.shuffle"(%arg0, %arg0) <{mask = [7, 1]}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi32>
func.func @masks(%a: vector<4xi32>) -> (vector<2xi32>, vector<2xi32>) {
  %0 = "vector.shuffle"(%a, %a) <{mask = [0, 5]}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi32>
  %1 = "vector.shuffle"(%a, %a) <{mask = array<i64: 7, 1>}> : (vector<4xi32>, vector<4xi32>) -> vector<2xi32>
  return %0, %1 : vector<2xi32>, vector<2xi32>
}
