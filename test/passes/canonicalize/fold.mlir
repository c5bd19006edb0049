// --canonicalize folds integer arith ops on constants at their width (signed
// and unsigned views, floor/ceil division, casts, comparisons), forwards
// identities, leaves a division by zero alone, merges equal constants and
// erases what is left unused (an unfolded division, an unused alloc).
// RUN: aiec --aie-syntax=2026-04 --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @fold(%arg0: i32, %arg1: index) -> (i32, i1, index, i32, i32, i8) {
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[U200:.*]] = arith.constant 200 : i32
// CHECK-DAG: %[[S200:.*]] = arith.constant -56 : i32
// CHECK-DAG: %[[T200:.*]] = arith.constant -56 : i8
// CHECK-NOT: arith.constant
// CHECK: %[[M:.*]] = arith.muli %arg0, %[[C3]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %[[M]], %[[C1]] : i32
// CHECK-NEXT: return %[[R]], %[[FALSE]], %[[C4]], %[[U200]], %[[S200]], %[[T200]] : i32, i1, index, i32, i32, i8
func.func @fold(%x: i32, %i: index) -> (i32, i1, index, i32, i32, i8) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %three = arith.addi %c1, %c2 : i32
  %zero = arith.constant 0 : i32
  %same = arith.addi %x, %zero : i32
  %m = arith.muli %same, %three : i32
  %dead = arith.muli %x, %x : i32
  %c1b = arith.constant 1 : i32
  %r = arith.addi %m, %c1b : i32
  %neg = arith.constant -7 : i32
  %q = arith.divsi %neg, %c2 : i32
  %fq = arith.floordivsi %neg, %c2 : i32
  %lt = arith.cmpi slt, %q, %fq : i32
  %ult = arith.cmpi ult, %neg, %c2 : i32
  %both = arith.andi %lt, %ult : i1
  %div0 = arith.divsi %c2, %zero : i32
  %big = arith.constant 200 : i8
  %w = arith.extui %big : i8 to i32
  %n = arith.extsi %big : i8 to i32
  %t = arith.trunci %w : i32 to i8
  %sh = arith.shli %c1, %c1 : i32
  %i2 = arith.index_cast %sh : i32 to index
  %sel = arith.select %both, %i, %i2 : index
  %s2 = arith.addi %sel, %i2 : index
  %unused = memref.alloc() : memref<4xi32>
  return %r, %both, %s2, %w, %n, %t : i32, i1, index, i32, i32, i8
}

// A division by zero is not folded; a used one stays.
// CHECK-LABEL: func.func @keep
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: arith.divsi %arg0, %[[Z]] : i32
func.func @keep(%x: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %d = arith.divsi %x, %zero : i32
  return %d : i32
}

// Unreachable blocks go; unused arguments of the others go with the values
// branches pass to them.
// CHECK-LABEL: func.func @blocks
// CHECK: cf.br ^bb1{{$}}
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: return %arg0 : i32
// CHECK-NOT: ^bb
func.func @blocks(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%unused: i32):
  return %x : i32
^bb2:
  cf.br ^bb1(%x : i32)
}

// The constants dma-to-npu leaves unused in a runtime sequence are erased.
// CHECK-LABEL: aie.runtime_sequence
// CHECK-NOT: arith.constant
// CHECK: aiex.npu.sync
aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
  }
}
