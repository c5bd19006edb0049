// What mlir-aie's aiecc measures in a linked core ELF and writes on the
// aie.core (measured_stack_size, measured_data_size, ...), and the
// stack_size_override of a kernel's func.func: read, kept and printed; a
// measured size that is not an integer is an error at the core.
// RUN: aiec --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: not aiec %s --split-input-file 2>&1 | FileCheck %s --check-prefix=HELP

aie.device(npu2) {
  %t = aie.tile(0, 2)
  func.func private @kernel(memref<16xi32>) attributes {stack_size_override = 4096 : i32}
  %c = aie.core(%t) {
    aie.end
  } {measured_bank_sizes = array<i32: 0, 256, 0, 0>, measured_data_size = 6144 : i32, measured_stack_size = 4128 : i32, stack_size = 8192 : i32}
}

// CHECK: func.func private @kernel(memref<16xi32>) attributes {stack_size_override = 4096 : i32}
// CHECK: } {measured_bank_sizes = array<i32: 0, 256, 0, 0>, measured_data_size = 6144 : i32, measured_stack_size = 4128 : i32, stack_size = 8192 : i32}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{Invalid attribute `measured_stack_size` in property conversion}}
  %c = aie.core(%t) {
    aie.end
  } {measured_stack_size = "big"}
}

// HELP: help: `measured_stack_size` must be an integer from -2147483648 to 4294967295
