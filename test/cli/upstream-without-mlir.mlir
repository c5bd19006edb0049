// Without the `mlir` cargo feature, --upstream-pipeline is a clear error
// (exit 1) that says how to get it; nothing is read or written.
// UNSUPPORTED: mlir
// RUN: not aiec %s --upstream-pipeline=lower-affine -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// CHECK: aiec: error: --upstream-pipeline needs an aiec built with the `mlir` cargo feature
// CHECK-NEXT: aiec: help: install LLVM/MLIR 19 and rebuild with `cargo build -p compiler --features mlir` (docs/mlir-interop.md)
module {
}
