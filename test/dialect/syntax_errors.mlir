// Token-level syntax errors: the message names the expected token and points
// at the token found instead, as MLIR's parser does.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2
// CHECK: syntax_errors.mlir:[[@LINE+1]]:1: error: expected {{['`]}}){{['`]}}
}

// -----

aie.device(npu1) {
  // CHECK: syntax_errors.mlir:[[@LINE+1]]:19: error: expected {{['`]}},{{['`]}}
  %t = aie.tile(1 2)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: syntax_errors.mlir:[[@LINE+1]]:23: error: expected one of {{['`]}}:{{['`]}}, {{['`]}}{{[{]}}{{['`]}}
  %b = aie.buffer(%t) memref<4xi32>
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  // CHECK: syntax_errors.mlir:[[@LINE+1]]:28: error: expected {{['`]}},{{['`]}}
  aie.flow(%a, DMA : 0, %b DMA : 1)
}

// -----

aie.device(npu1) {
  // CHECK: syntax_errors.mlir:[[@LINE+1]]:8: error: custom op 'aie.foo' is unknown
  %t = aie.foo(1, 2)
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  // CHECK: syntax_errors.mlir:[[@LINE+1]]:3: error: custom op 'aie.switch_box' is unknown
  aie.switch_box(%t) {
  }
}

// -----

func.func @f() {
  // CHECK: syntax_errors.mlir:[[@LINE+1]]:44: error: expected {{['`]}}"{{['`]}} in string literal
  "foo.op"() {s = "unterminated} : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // CHECK: syntax_errors.mlir:[[@LINE+1]]:18: error: expected 1 operand type but had 0
  "foo.op"(%a) : () -> ()
  return
}

// CHECK-NOT: error
