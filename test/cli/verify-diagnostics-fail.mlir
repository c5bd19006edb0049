// `--verify-diagnostics` fails on an expected diagnostic that is not produced
// and on a produced diagnostic that is not expected; it prints no output.
// RUN: rm -f %t
// RUN: not aiec --split-input-file --verify-diagnostics %s -o %t 2>&1 | FileCheck %s
// RUN: not test -e %t

module {
  aie.device(npu1) {
    // CHECK: verify-diagnostics-fail.mlir:[[@LINE+1]]:8: error: expected error "no such error" was not produced
    // expected-error @+1 {{no such error}}
    %t = aie.tile(0, 2)
  }
}

// -----

module {
  aie.device(npu1) {
    // CHECK: verify-diagnostics-fail.mlir:[[@LINE+1]]:10: error: unexpected error: custom op 'aie.no_such_op' is unknown
    %t = aie.no_such_op(0, 2)
  }
}

// -----

module {
  aie.device(npu1) {
    // The right text on the wrong line is not a match.
    // CHECK: verify-diagnostics-fail.mlir:[[@LINE+2]]:10: error: unexpected error: custom op 'aie.no_such_op' is unknown
    // CHECK: verify-diagnostics-fail.mlir:[[@LINE+2]]:8: error: expected error "is unknown" was not produced
    %t = aie.no_such_op(0, 2)
    // expected-error @+2 {{is unknown}}
  }
}

// -----

module {
  aie.device(npu1) {
    // A warning is not an error.
    // CHECK: verify-diagnostics-fail.mlir:[[@LINE+3]]:10: error: unexpected error: custom op 'aie.no_such_op' is unknown
    // CHECK: verify-diagnostics-fail.mlir:[[@LINE+1]]:8: error: expected warning "custom op" was not produced
    // expected-warning @+1 {{custom op}}
    %t = aie.no_such_op(0, 2)
  }
}

// -----

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t34 = aie.tile(3, 4)
    // expected-error @+1 {{is accessed from an unreachable tile in Column 3 and Row 4}}
    %buf = aie.buffer(%t02) : memref<16xi32>
    %core = aie.core(%t34) {
      %c0 = arith.constant 0 : index
      // The note is not expected.
      // CHECK: verify-diagnostics-fail.mlir:[[@LINE+1]]:7: error: unexpected note: user
      %v = memref.load %buf[%c0] : memref<16xi32>
      aie.end
    }
  }
}
// CHECK-NOT: error
