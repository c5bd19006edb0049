// --canonicalize replaces an scf.index_switch on a constant by the region it
// takes (MLIR's scf.index_switch canonicalization): the case of that value,
// or the default when no case has it. A selector that folds to a constant
// counts (the rotation counters --aie-objectfifo-lower-cores leaves in
// straight-line code fold so); a switch on a run-time value stays.
// RUN: aiec --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @switches(%arg0: index, %arg1: memref<4xi32>, %arg2: memref<4xi32>) -> (memref<4xi32>, memref<4xi32>, i32, memref<4xi32>) {
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT: %[[R:.*]] = scf.index_switch %arg0 -> memref<4xi32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %arg1 : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2, %arg1, %[[C5]], %[[R]] : memref<4xi32>, memref<4xi32>, i32, memref<4xi32>
func.func @switches(%k: index, %a: memref<4xi32>, %b: memref<4xi32>) -> (memref<4xi32>, memref<4xi32>, i32, memref<4xi32>) {
  // (1 + 1) wraps at 2 to 0, cast to index: case 0.
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %sum = arith.addi %one, %one : i32
  %wrap = arith.cmpi sge, %sum, %two : i32
  %less = arith.subi %sum, %two : i32
  %next = arith.select %wrap, %less, %sum : i32
  %i = arith.index_cast %next : i32 to index
  %x = scf.index_switch %i -> memref<4xi32>
  case 0 {
    scf.yield %b : memref<4xi32>
  }
  case 1 {
    scf.yield %a : memref<4xi32>
  }
  default {
    scf.yield %a : memref<4xi32>
  }
  // 7 is no case: the default region, whose ops move out.
  %c7 = arith.constant 7 : index
  %y:2 = scf.index_switch %c7 -> memref<4xi32>, i32
  case 0 {
    scf.yield %b, %zero : memref<4xi32>, i32
  }
  default {
    %v = arith.addi %two, %two : i32
    %w = arith.addi %v, %one : i32
    scf.yield %a, %w : memref<4xi32>, i32
  }
  // A run-time selector: the switch stays.
  %z = scf.index_switch %k -> memref<4xi32>
  case 0 {
    scf.yield %a : memref<4xi32>
  }
  default {
    scf.yield %b : memref<4xi32>
  }
  return %x, %y#0, %y#1, %z : memref<4xi32>, memref<4xi32>, i32, memref<4xi32>
}
