// A generic-form vector transfer whose operands are not defined (yet, or at
// all) is reported at the use, not a crash of the generic-form reader: the
// types its default properties depend on are unknown there.
// RUN: not aiec %s 2>&1 | FileCheck %s

func.func @f(%i: index, %p: i32) -> vector<4xi32> {
  // CHECK: generic-forward-use.mlir:[[@LINE+1]]:31: error: use of undeclared SSA value name '%m'
  %v = "vector.transfer_read"(%m, %i, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<4xi32>, index, i32) -> vector<4xi32>
  return %v : vector<4xi32>
}
