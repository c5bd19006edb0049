// Errors in the custom syntax of scf.parallel, scf.forall and
// vector.outerproduct, at the offending token with a help line: a bound or
// step list of another length than the induction variables, initial values
// or shared outputs of another count than the result types, bounds that are
// not `index` values, a missing right operand.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

func.func @bounds(%n: index) {
  %c1 = arith.constant 1 : index
  // CHECK: syntax_errors_scf.mlir:[[@LINE+2]]:27: error: expected 2 operands
  // CHECK-NEXT: scf.parallel
  scf.parallel (%i, %j) = (%c1) to (%n, %n) step (%c1, %c1) {
  }
  return
}

// -----

func.func @inits(%n: index) {
  %c1 = arith.constant 1 : index
  // CHECK: syntax_errors_scf.mlir:[[@LINE+2]]:3: error: 2 operands present, but expected 1
  // CHECK: help: give one result type per initial value
  %r = scf.parallel (%i) = (%c1) to (%n) step (%c1) init (%n, %n) -> index {
  }
  return
}

// -----

func.func @not_index(%n: i32) {
  %c1 = arith.constant 1 : index
  // CHECK: syntax_errors_scf.mlir:[[@LINE+1]]:33: error: use of value '%n' expects different type than prior uses: 'index' vs 'i32'
  scf.parallel (%i) = (%c1) to (%n) step (%c1) {
  }
  return
}

// -----

func.func @forall_bound(%n: i32) {
  // CHECK: syntax_errors_scf.mlir:[[@LINE+1]]:23: error: use of value '%n' expects different type than prior uses: 'index' vs 'i32'
  scf.forall (%i) in (%n) {
  }
  return
}

// -----

func.func @shared_outs(%n: index) {
  // CHECK: syntax_errors_scf.mlir:[[@LINE+2]]:3: error: 1 operands present, but expected 0
  // CHECK: help: give one result type per shared output
  scf.forall (%i) in (4) shared_outs(%o = %n) {
  }
  return
}

// -----

func.func @outer(%v: vector<4xf32>) {
  // CHECK: syntax_errors_scf.mlir:[[@LINE+1]]:31: error: expected `,`
  %r = vector.outerproduct %v : vector<4xf32>, f32
  return
}
