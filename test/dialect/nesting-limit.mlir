// Bracket nesting is bounded (128 levels, docs/diagnostics.md): deeper
// input is an error at the first bracket past the limit (the 127th `[`
// inside the device's and the attribute dictionary's braces), not a stack
// overflow. nesting-deep.mlir has input within the limit.
// RUN: not aiec %s 2>&1 | FileCheck %s

// CHECK: nesting-limit.mlir:[[@LINE+3]]:154: error: nesting deeper than 128 levels
// CHECK: help: split the design into functions or flatten its regions
aie.device(npu1) {
  %b = aie.buffer(%t) {x = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]} : memref<4xi32>
}
