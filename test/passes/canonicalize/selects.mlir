// --canonicalize on selects, comparisons and scf.if as MLIR's folds and
// patterns have them: select between true and false is its condition or its
// negation (xori with true), between 1 and 0 an extui; a select on x == y
// (x != y) between x and y is y (x); a comparison of a value with itself is
// a constant, a constant left operand goes right with the predicate swapped;
// xori undoes xori with the same operand. An scf.if whose branches yield
// values defined outside it gives selects for them, built before it
// (ConvertTrivialIfToSelect); an scf.if without effects goes; an scf.if right
// after one on the same condition joins it (CombineIfs). The output is
// mlir-opt-19 --canonicalize's.
// RUN: aiec --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @selects(
// CHECK-NEXT: %[[F:.*]] = arith.constant false
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[EXT:.*]] = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %[[NOT:.*]] = arith.xori %arg0, %[[T]] : i1
// CHECK-NEXT: %[[NEXT:.*]] = arith.extui %[[NOT]] : i1 to i32
// CHECK-NEXT: %[[GT:.*]] = arith.cmpi sgt, %arg1, %[[ONE]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.select %[[GT]], %arg1, %arg2 : i32
// CHECK-NEXT: return %arg0, %arg0, %[[EXT]], %[[NEXT]], %arg2, %arg1, %[[T]], %[[F]], %[[R]]

// CHECK-LABEL: func.func @ifs(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %[[ADD:.*]] = arith.addi %arg1, %[[C3]] : i32
// CHECK-NEXT: memref.store %arg1, %arg3[%[[C0]]] : memref<4xi32>
// CHECK-NEXT: scf.yield %[[ADD]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[S]], %[[IF]], %arg2 : i32, i32, i32
func.func @selects(%c: i1, %x: i32, %y: i32, %i: index) -> (i1, i1, i32, i32, i32, i32, i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %same = arith.select %c, %t, %f : i1
  %not = arith.select %c, %f, %t : i1
  %ext = arith.select %c, %one, %zero : i32
  %next = arith.select %c, %zero, %one : i32
  %eq = arith.cmpi eq, %x, %y : i32
  %pick = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %pick2 = arith.select %ne, %x, %y : i32
  %le = arith.cmpi sle, %x, %x : i32
  %gt = arith.cmpi ugt, %x, %x : i32
  %swap = arith.cmpi slt, %one, %x : i32
  %back = arith.xori %not, %t : i1
  %r = arith.select %swap, %x, %y : i32
  return %same, %back, %ext, %next, %pick, %pick2, %le, %gt, %r : i1, i1, i32, i32, i32, i32, i1, i1, i32
}
func.func @ifs(%c: i1, %x: i32, %y: i32, %m: memref<4xi32>) -> (i32, i32, i32) {
  %k = arith.constant 3 : i32
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %s = arith.addi %x, %k : i32
    scf.yield %x, %s, %y : i32, i32, i32
  } else {
    scf.yield %y, %x, %y : i32, i32, i32
  }
  scf.if %c {
    %d = arith.muli %x, %y : i32
  }
  scf.if %c {
    %c0 = arith.constant 0 : index
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// Ifs on %c and on its negation join, as do the two on %c after them: the
// second's use of the first's result reads the branch's yield.
// CHECK-LABEL: func.func @comb(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[R:.*]]:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: memref.store %arg1, %arg2[%[[C0]]] : memref<4xi32>
// CHECK-NEXT: %[[L:.*]] = memref.load %arg2[%[[C0]]] : memref<4xi32>
// CHECK-NEXT: memref.store %arg1, %arg2[%[[C1]]] : memref<4xi32>
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[L]], %arg1 : i32
// CHECK-NEXT: memref.store %[[S]], %arg2[%[[C1]]] : memref<4xi32>
// CHECK-NEXT: scf.yield %[[L]], %[[S]] : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %arg2[%[[C1]]] : memref<4xi32>
// CHECK-NEXT: memref.store %arg1, %arg2[%[[C0]]] : memref<4xi32>
// CHECK-NEXT: memref.store %arg1, %arg2[%[[C1]]] : memref<4xi32>
// CHECK-NEXT: scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1 : i32, i32
func.func @comb(%c: i1, %x: i32, %m: memref<4xi32>) -> (i32, i32) {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.xori %c, %t : i1
  scf.if %c {
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  scf.if %n {
    memref.store %x, %m[%c1] : memref<4xi32>
  }
  %a = scf.if %c -> (i32) {
    %l = memref.load %m[%c0] : memref<4xi32>
    memref.store %x, %m[%c1] : memref<4xi32>
    scf.yield %l : i32
  } else {
    memref.store %x, %m[%c0] : memref<4xi32>
    scf.yield %x : i32
  }
  %b = scf.if %c -> (i32) {
    %s = arith.addi %a, %x : i32
    memref.store %s, %m[%c1] : memref<4xi32>
    scf.yield %s : i32
  } else {
    memref.store %a, %m[%c1] : memref<4xi32>
    scf.yield %a : i32
  }
  return %a, %b : i32, i32
}
