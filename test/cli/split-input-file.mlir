// `--split-input-file` processes each `// -----` chunk on its own and keeps
// the file's line numbers in diagnostics; every failing chunk is reported.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s
// Without splitting, the first error ends the parse.
// RUN: not aiec %s 2>&1 | FileCheck %s --check-prefix=WHOLE

module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
  }
}

// -----

module {
  aie.device(npu1) {
    // CHECK: split-input-file.mlir:[[@LINE+2]]:10: error: custom op 'aie.no_such_op' is unknown
    // WHOLE: split-input-file.mlir:[[@LINE+1]]:10: error: custom op 'aie.no_such_op' is unknown
    %t = aie.no_such_op(0, 2)
  }
}

// -----

// CHECK: split-input-file.mlir:[[@LINE+1]]:12: error: unknown device `npu9`
aie.device(npu9) {
}
// CHECK-NOT: error
// WHOLE-NOT: npu9
