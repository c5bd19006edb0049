// Older forms that cannot be made current: each rejected at the op, with
// the current form in a help line.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// A tile operand and the older form's column.
aie.device(npu1_1col) {
  %t = aie.tile(0, 0)
  // CHECK: older-forms-invalid.mlir:[[@LINE+3]]:3: error: 'aie.shim_dma_allocation' op names its shim tile twice: a tile operand and a `col` attribute
  // CHECK-NEXT: aie.shim_dma_allocation @s
  // CHECK: help: the current form names the tile only: `aie.shim_dma_allocation @name(%tile, MM2S, 0)`
  aie.shim_dma_allocation @s(%t, MM2S, 0) {col = 0 : i64}
}

// -----

// The older column of a shim tile the device does not have: the tile made
// for it is reported at the allocation.
aie.device(npu1_1col) {
  // CHECK: older-forms-invalid.mlir:[[@LINE+1]]:3: error: 'aie.tile' op column index (3) must be less than the number of columns in the device (1)
  aie.shim_dma_allocation @s(MM2S, 0, 3)
}

// -----

// The older `aiex.npu.rtp_write` names its buffer by `buffer_sym_name`.
aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %rtp = aie.buffer(%t) {sym_name = "rtp"} : memref<4xi32>
  aie.runtime_sequence() {
    // CHECK: older-forms-invalid.mlir:[[@LINE+2]]:5: error: 'aiex.npu.rtp_write' op in its older form `(col, row, index, value)` needs the buffer's name, `buffer_sym_name = "..."`
    // CHECK: help: write the current form, which names the buffer: `aiex.npu.rtp_write(@rtp, 0, %v) : i32`
    aiex.npu.rtp_write(0, 2, 1, 50)
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.runtime_sequence() {
    // CHECK: older-forms-invalid.mlir:[[@LINE+1]]:5: error: 'aiex.npu.rtp_write' op attribute 'buffer' references '@nobuf', which is not a 'aie.buffer' in scope
    aiex.npu.rtp_write(0, 2, 1, 50) {buffer_sym_name = "nobuf"}
  }
}
