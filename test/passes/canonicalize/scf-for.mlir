// --canonicalize simplifies scf.for as MLIR's patterns do (SimplifyTrivialLoops,
// ForOpIterArgsFolder): a loop of no iteration is its initial values, a loop
// of one is its body inlined at the lower bound (also when the upper bound is
// the lower bound plus a constant), a loop whose body only yields values
// defined outside is those values, a carried value the body passes on
// unchanged (or that is its own initial value) leaves the loop, and a loop
// without effects goes. The output is mlir-opt-19 --canonicalize's.
// RUN: aiec --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: i32, %arg2: memref<8xi32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[ONCE:.*]] = arith.addi %arg1, %[[ONE]] : i32
// CHECK-NEXT: memref.store %arg1, %arg2[%arg0] : memref<8xi32>
// CHECK-NEXT: %1 = scf.for %[[IV:arg[0-9]+]] = %[[C0]] to %arg0 step %[[C1]]
// CHECK-SAME: iter_args(%[[ACC:arg[0-9]+]] = %arg1) -> (i32) {
// CHECK-NEXT: %[[Y:.*]] = arith.addi %[[ACC]], %[[ONE]] : i32
// CHECK-NEXT: memref.store %[[Y]], %arg2[%[[IV]]] : memref<8xi32>
// CHECK-NEXT: scf.yield %[[Y]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %arg1, %[[ONCE]], %arg1, %1 : i32, i32, i32, i32, i32
func.func @loops(%n: index, %x: i32, %m: memref<8xi32>) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %none = scf.for %i = %n to %n step %c1 iter_args(%a = %x) -> (i32) {
    %y = arith.addi %a, %one : i32
    scf.yield %y : i32
  }
  %back = scf.for %i = %c4 to %c1 step %c1 iter_args(%a = %x) -> (i32) {
    %y = arith.addi %a, %one : i32
    scf.yield %y : i32
  }
  %once = scf.for %i = %c1 to %c4 step %c4 iter_args(%a = %x) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %y = arith.addi %a, %v : i32
    scf.yield %y : i32
  }
  %up = arith.addi %n, %c1 : index
  %shifted = scf.for %i = %n to %up step %c1 iter_args(%a = %x) -> (i32) {
    memref.store %a, %m[%i] : memref<8xi32>
    scf.yield %a : i32
  }
  %same = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (i32) {
    scf.yield %one : i32
  }
  %kept:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %one) -> (i32, i32) {
    %y = arith.addi %a, %b : i32
    memref.store %y, %m[%i] : memref<8xi32>
    scf.yield %y, %b : i32, i32
  }
  scf.for %i = %c0 to %n step %c1 {
    %z = arith.muli %x, %x : i32
  }
  return %none, %back, %once, %shifted, %kept#0 : i32, i32, i32, i32, i32
}
