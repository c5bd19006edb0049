// Every field of the NPU instruction stream is a constant: a field the
// runtime sequence knows only when it runs is an error at its op, pointing
// to the C++ generator (a write's value: test/npu/npu-to-binary-run-time.mlir).
// RUN: not aiec --split-input-file --aie-npu-to-binary -aie-output-binary=false %s 2>&1 | FileCheck %s

// CHECK: error: 'aiex.npu.write32' op 'address' is known only at run time here
// CHECK: help: NPU instructions and CERT control code take constants {{.*}} emit the NPU instruction stream as a C++ generator with --aie-npu-to-cpp
aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %v = arith.constant 1 : i32
    aiex.npu.write32(%n, %v) : i32, i32
  }
}

// -----

// CHECK: error: 'aiex.npu.sync' op 'row_num' is known only at run time here
aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    aiex.npu.sync(%c0, %c0, %c0, %c0, %c1, %n) : i32, i32, i32, i32, i32, i32
  }
}

// -----

// CHECK: error: 'aiex.npu.address_patch' op 'arg_plus' is known only at run time here
aie.device(npu1_1col) {
  aie.runtime_sequence(%a: memref<16xi32>, %n: i32) {
    aiex.npu.address_patch(%n : i32) {addr = 119300 : ui32, arg_idx = 0 : i32}
  }
}

// -----

// CHECK: error: 'aiex.npu.address_patch' op 'addr' is known only at run time here
aie.device(npu1_1col) {
  aie.runtime_sequence(%a: memref<16xi32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    aiex.npu.address_patch(%c0 : i32) addr %n : i32 {addr = 119300 : ui32, arg_idx = 0 : i32}
  }
}

// -----

// CHECK: error: 'aiex.npu.maskwrite32' op 'mask' is known only at run time here
aie.device(npu1_1col) {
  aie.runtime_sequence(%n: i32) {
    %a = arith.constant 2097152 : i32
    %v = arith.constant 1 : i32
    aiex.npu.maskwrite32(%a, %v, %n) : i32, i32, i32
  }
}
