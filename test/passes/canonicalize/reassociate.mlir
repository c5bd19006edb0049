// --canonicalize moves a commutative op's constant to its right and
// combines the constants of two chained integer addi / subi / muli ops, as
// MLIR's arith canonicalization patterns do; a chain that then folds is
// folded. The new constants go to the start of the function, the last made
// first. (The output is mlir-opt-19 --canonicalize's on the same input.)
// RUN: aiec --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[M56:.*]] = arith.constant -56 : i8
// CHECK-NEXT:    %[[M1:.*]] = arith.constant -1 : i32
// CHECK-NEXT:    %[[C6:.*]] = arith.constant 6 : i32
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C9:.*]] = arith.constant 9 : index
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// (1 + x) + 2 = x + 3
// CHECK-NEXT:    %[[B:.*]] = arith.addi %arg0, %[[C3]] : i32
// (3 * y) * 3 = y * 9
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg1, %[[C9]] : index
// (x - 1) - 2 = x - 3
// CHECK-NEXT:    %[[S2:.*]] = arith.subi %arg0, %[[C3]] : i32
// (x - 1) + 5 = x + 4
// CHECK-NEXT:    %[[T:.*]] = arith.addi %arg0, %[[C4]] : i32
// (5 - x) + 2 = 7 - x
// CHECK-NEXT:    %[[U2:.*]] = arith.subi %[[C7]], %arg0 : i32
// (5 - x) - 2 = 3 - x
// CHECK-NEXT:    %[[U3:.*]] = arith.subi %[[C3]], %arg0 : i32
// 5 - (x + 1) = 4 - x
// CHECK-NEXT:    %[[V:.*]] = arith.subi %[[C4]], %arg0 : i32
// 5 - (x - 1) = 6 - x
// CHECK-NEXT:    %[[W:.*]] = arith.subi %[[C6]], %arg0 : i32
// 100 + 100 wraps in i8
// CHECK-NEXT:    %[[K:.*]] = arith.addi %arg2, %[[M56]] : i8
// 5 - (5 - x) = x, (x - 1) - x = -1
// CHECK-NEXT:    return %[[B]], %[[M]], %[[S2]], %[[T]], %[[U2]], %[[U3]], %[[V]], %[[W]], %arg0, %[[M1]], %[[K]]
func.func @f(%x: i32, %y: index, %z: i8) -> (i32, index, i32, i32, i32, i32, i32, i32, i32, i32, i8) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %c1, %x : i32
  %b = arith.addi %a, %c2 : i32
  %c3 = arith.constant 3 : index
  %m = arith.muli %c3, %y : index
  %m2 = arith.muli %m, %c3 : index
  %s = arith.subi %x, %c1 : i32
  %s2 = arith.subi %s, %c2 : i32
  %t = arith.addi %s, %c5 : i32
  %u = arith.subi %c5, %x : i32
  %u2 = arith.addi %u, %c2 : i32
  %u3 = arith.subi %u, %c2 : i32
  %v = arith.subi %c5, %a : i32
  %w = arith.subi %c5, %s : i32
  %q = arith.subi %c5, %u : i32
  %r = arith.subi %s, %x : i32
  %i1 = arith.constant 100 : i8
  %i2 = arith.constant 100 : i8
  %k = arith.addi %z, %i1 : i8
  %k2 = arith.addi %k, %i2 : i8
  return %b, %m2, %s2, %t, %u2, %u3, %v, %w, %q, %r, %k2 : i32, index, i32, i32, i32, i32, i32, i32, i32, i32, i8
}
