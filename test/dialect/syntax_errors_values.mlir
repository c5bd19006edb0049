// Errors about SSA values and blocks: undeclared and redefined values,
// undefined blocks, a use whose type differs from the value's, and a result
// count that does not match the names bound.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  // CHECK: syntax_errors_values.mlir:[[@LINE+1]]:12: error: use of undeclared SSA value name
  aie.flow(%nope, DMA : 0, %t, DMA : 1)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: syntax_errors_values.mlir:[[@LINE+1]]:3: error: redefinition of SSA value '%t'
  %t = aie.tile(1, 3)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %m = aie.mem(%t) {
    // CHECK: syntax_errors_values.mlir:[[@LINE+1]]:17: error: reference to an undefined block
    aie.next_bd ^nowhere
  }
}

// -----

func.func @f(%a: i32) {
  // CHECK: syntax_errors_values.mlir:[[@LINE+1]]:18: error: use of value '%a' expects different type than prior uses: 'i64' vs 'i32'
  %0 = "foo.bar"(%a) : (i64) -> i32
  return
}

// -----

func.func @g() {
  %0 = "foo.a"() : () -> i32
  // CHECK: syntax_errors_values.mlir:[[@LINE+1]]:11: error: use of value '%0' expects different type than prior uses: 'f32' vs 'i32'
  "foo.b"(%0) : (f32) -> ()
  return
}

// -----

func.func @h() {
  // CHECK: syntax_errors_values.mlir:[[@LINE+1]]:3: error: operation defines 1 results but was provided 2 to bind
  %0, %1 = arith.constant 1 : i32
  return
}

// -----

func.func @k() {
  // CHECK: syntax_errors_values.mlir:[[@LINE+1]]:3: error: operation defines 2 results but was provided 3 to bind
  %r:3 = "foo.two"() : () -> (i32, i32)
  return
}

// CHECK-NOT: error
