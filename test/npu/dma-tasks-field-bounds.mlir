// --aie-dma-tasks-to-npu checks a DMA task's BD against its tile's fields
// (mlir-aie's verifyStridesWraps, reported at the BD since #3548), and the
// writebd it makes checks the pad counts' widths (reported at the BD too).
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s
// RUN: not aiec --split-input-file --aie-dma-tasks-to-npu %s 2>&1 | FileCheck %s

// Pad counts: d1's field holds 5 bits (checked where the static and the task
// paths meet, at the writebd, reported at the task's BD).
// CHECK: error: 'aiex.npu.writebd' op D1 pad_before/pad_after exceeds the [0:31] range.
// CHECK: help: dimension 1 pads at most 31 words before and after
aie.device(npu2) {
  %t = aie.tile(2, 1)
  %b = aie.buffer(%t) {address = 0 : i32} : memref<4096xi32>
  aie.runtime_sequence() {
    %k = aiex.dma_configure_task(%t, MM2S, 2) {
      // expected-error@+1 {{'aiex.npu.writebd' op D1 pad_before/pad_after exceeds the [0:31] range.}}
      aie.dma_bd(%b : memref<4096xi32> len = 64 sizes = [4, 16] strides = [16, 1] pad [<const_pad_before = 0, const_pad_after = 40>, <const_pad_before = 0, const_pad_after = 0>]) {bd_id = 2 : i32}
      aie.end
    }
  }
}

// -----

// A DMA task's BD checked against its tile's fields when it is lowered:
// a shim stride of 2^20 + 1 words.
// CHECK: error: 'aie.dma_bd' op Stride 1 exceeds the [1:1048576] range.
aie.device(npu2) {
  %s = aie.tile(1, 0)
  aie.runtime_sequence(%a: memref<3000000xi32>) {
    %k = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op Stride 1 exceeds the [1:1048576] range.}}
      aie.dma_bd(%a : memref<3000000xi32> len = 4 sizes = [2, 2] strides = [1048577, 1]) {bd_id = 1 : i32}
      aie.end
    }
  }
}
