// Errors in the custom syntax of the core-body dialects, at the offending
// token with a help line: affine subscripts that are not affine, unknown
// values in them, affine.for bounds given by maps and steps below 1,
// affine.apply operand counts, scf.while type lists.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<4x4xi32>
  %c = aie.core(%t) {
    affine.for %i = 0 to 4 {
      // CHECK: syntax_errors_affine.mlir:[[@LINE+2]]:34: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic
      // CHECK-NEXT: {{.*}}affine.load
      %v = affine.load %b[%i, %i * %i] : memref<4x4xi32>
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<4xi32>
  %c = aie.core(%t) {
    affine.for %i = 0 to 4 {
      // CHECK: syntax_errors_affine.mlir:[[@LINE+1]]:32: error: use of undeclared SSA value name '%j'
      %v = affine.load %b[%i + %j] : memref<4xi32>
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    %n = arith.constant 4 : index
    // CHECK: syntax_errors_affine.mlir:[[@LINE+2]]:26: error: affine.for bounds given by an affine map are not supported
    // CHECK: help: write each bound as an integer or an SSA value
    affine.for %i = 0 to min affine_map<()[s0] -> (s0, 8)>()[%n] {
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    // CHECK: syntax_errors_affine.mlir:[[@LINE+1]]:33: error: expected step to be representable as a positive signed integer
    affine.for %i = 0 to 4 step 0 {
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    %n = arith.constant 4 : index
    // CHECK: syntax_errors_affine.mlir:[[@LINE+1]]:47: error: dim operand count and affine map dim count must match
    %a = affine.apply affine_map<(d0) -> (d0)>()[%n]
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    %z = arith.constant 0 : i32
    // CHECK: syntax_errors_affine.mlir:[[@LINE+1]]:32: error: expected as many input types as operands (expected 1 got 2)
    %r = scf.while (%a = %z) : (i32, i32) -> i32 {
      %true = arith.constant true
      scf.condition(%true) %a : i32
    } do {
    ^bb0(%x: i32):
      scf.yield %x : i32
    }
    aie.end
  }
}
