// A stream of constants (the NPU instructions, CERT control code) cannot
// refuse a dispatch: an aiex.npu.require that holds is dropped, one known to
// fail is an error at the op (a static specialization of mlir-aie's Python
// raises its ValueError there), and one known only at run time needs the
// C++ builder. The verifier accepts a false one: a branch that folds away
// may hold it.
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false %S/Inputs/require-holds.mlir | FileCheck %s --check-prefix=HOLDS
// RUN: aiec --emit=ctrl-elf %S/Inputs/require-holds.mlir -o %t.elf
// RUN: aiec --verify-diagnostics %s
// RUN: not aiec --aie-npu-to-binary -aie-output-binary=false %s 2>&1 | FileCheck %s
// RUN: not aiec --emit=ctrl-elf %s -o %t.bad.elf 2>&1 | FileCheck %s
// RUN: not test -e %t.bad.elf
// RUN: not aiec --aie-npu-to-binary -aie-output-binary=false %S/Inputs/require-runtime.mlir 2>&1 | FileCheck %s --check-prefix=RUNTIME

// The write after the require that holds, and nothing for the require.
// HOLDS: 06030100
// HOLDS-COUNT-1: 0001D204

// CHECK: error: 'aiex.npu.require' op shape constraint is violated at compile time: A must tile into (m*rows, k) blocks
// CHECK: help: the sequence's constants break the constraint

// RUNTIME: error: 'aiex.npu.require' op the condition is known only at run time
// RUNTIME: help: emit a C++ generator (--aie-npu-to-cpp)
module {
  aie.device(npu1) {
    aie.runtime_sequence @live(%buf : memref<32xi32>) {
      %false = arith.constant false
      aiex.npu.require(%false) {message = "A must tile into (m*rows, k) blocks"} : i1
    }
  }
}
