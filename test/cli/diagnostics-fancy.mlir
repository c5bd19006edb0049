// `--diagnostics=fancy` renders with miette (snippet, labels, help) even off a
// terminal; the message text is the same as in the plain format.
// RUN: not aiec --diagnostics=fancy %s 2>&1 | FileCheck %s
// RUN: not aiec -diagnostics=plain --diagnostics=fancy %s 2>&1 | FileCheck %s
// RUN: not aiec --diagnostics=fancy --diagnostics=plain %s 2>&1 | FileCheck %s --check-prefix=PLAIN

module {
  aie.device(npu1) {
    // CHECK: custom op 'aie.no_such_op' is unknown
    // CHECK-NEXT: diagnostics-fancy.mlir:[[@LINE+4]]:10]
    // CHECK: [[@LINE+3]] │     %t = aie.no_such_op(0, 2)
    // CHECK: help: aiec knows
    // PLAIN: diagnostics-fancy.mlir:[[@LINE+1]]:10: error: custom op 'aie.no_such_op' is unknown
    %t = aie.no_such_op(0, 2)
  }
}
