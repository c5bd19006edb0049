// memref.alloca's and memref.alloca_scope's rules (MLIR's): an alloca sits
// in an op that frees it (an automatic allocation scope), with a static
// shape; an alloca_scope returns its results.
// RUN: aiec --split-input-file --verify-diagnostics %s

module {
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %m = memref.alloca() : memref<4xi32>
}

// -----

func.func @a2() {
  // expected-error@+1 {{'memref.alloca' op dimension operand count does not equal memref dynamic dimension count}}
  %m = memref.alloca() : memref<?xi32>
  return
}

// -----

func.func @a3() {
  %z = arith.constant 0 : index
  // expected-error@+1 {{'memref.alloca_scope' op along control flow edge from Region #0 to parent results: source type #0 'index' should match input type #0 'i32'}}
  %r = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %z : index
  }
  return
}

// -----

func.func @a4() {
  // expected-error@+1 {{'memref.alloca' op result #0 must be memref of any type values, but got 'i32'}}
  %m = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
  return
}

// -----

func.func @a5() {
  // expected-error@+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %m = memref.alloca() : memref<4xi32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
