// Literals that do not fit their type are parse errors at the literal, with
// the type's range as help.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  aie.runtime_sequence() {
    // CHECK: {{^}}{{.*}}literal-range-help.mlir:[[@LINE+2]]:33: error: integer constant out of range for attribute of type ui32
    // CHECK: help: ui32 holds 0 to 4294967295
    aiex.npu.write32 {address = -1 : ui32, value = 1 : ui32}
  }
}

// -----

aie.device(npu1) {
  // CHECK: {{^}}{{.*}}literal-range-help.mlir:[[@LINE+2]]:35: error: dimension size too large
  // CHECK: help: a dimension size fits in 64 bits
  aie.runtime_sequence(%a: memref<18446744073709551616xi32>) {
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // CHECK: {{^}}{{.*}}literal-range-help.mlir:[[@LINE+2]]:55: error: expected a non-negative integer
      // CHECK: help: sizes, strides and paddings are 0 or more
      aie.dma_bd(%a : memref<64xi32>, 0, 64, [<size = -1, stride = 1>])
      aie.end
    }
  }
}
