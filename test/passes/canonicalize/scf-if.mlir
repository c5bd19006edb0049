// --canonicalize replaces an scf.if on a constant condition by the region it
// takes (MLIR's scf.if canonicalization): the region's ops move before it
// and its results become that region's yielded values. A condition that
// folds to a constant counts; an if on a run-time value yielding values
// defined outside it becomes arith.select. A
// shape constraint (aiex.npu.require) in a branch that folds away goes with
// it, as mlir-aie's newest Python relies on.
// RUN: aiec --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @taken(%arg0: i32, %arg1: i1) -> (i32, i32) {
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %[[C7]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.muli %arg0, %[[C7]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.select %arg1, %[[A]], %[[B]] : i32
// CHECK-NEXT: return %[[A]], %[[R]] : i32, i32
func.func @taken(%x: i32, %c: i1) -> (i32, i32) {
  %c7 = arith.constant 7 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  // 1 < 2 folds to true: the then region is taken, an inner if on false
  // (no else) goes.
  %lt = arith.cmpi slt, %one, %two : i32
  %a = scf.if %lt -> (i32) {
    %s = arith.addi %x, %c7 : i32
    %f = arith.constant false
    scf.if %f {
      "test.never"() : () -> ()
    }
    scf.yield %s : i32
  } else {
    %d = arith.subi %x, %c7 : i32
    scf.yield %d : i32
  }
  // false: the else region is taken.
  %false = arith.constant false
  %b = scf.if %false -> (i32) {
    %d = arith.subi %x, %c7 : i32
    scf.yield %d : i32
  } else {
    %m = arith.muli %x, %c7 : i32
    scf.yield %m : i32
  }
  // A run-time condition: both branches yield values defined before the
  // if, so it is a select (MLIR's ConvertTrivialIfToSelect).
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %a, %r : i32, i32
}

// CHECK-LABEL: aie.runtime_sequence @dead_branch
// CHECK-NOT: scf.if
// CHECK-NOT: ragged tail
// CHECK: aiex.npu.require(%{{.*}}) {message = "live"} : i1
// CHECK-NOT: aiex.npu.require
module {
  aie.device(npu1) {
    aie.runtime_sequence @dead_branch(%buf : memref<32xi32>, %k : i32) {
      %false = arith.constant false
      scf.if %false {
        aiex.npu.require(%false) {message = "ragged tail index exceeds the grid"} : i1
      }
      %c0 = arith.constant 0 : i32
      %ok = arith.cmpi sgt, %k, %c0 : i32
      aiex.npu.require(%ok) {message = "live"} : i1
    }
  }
}
