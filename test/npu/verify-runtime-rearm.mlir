// --aie-verify-runtime-rearm (experimental, opt-in): a channel reset whose
// BD chain uses a lock no aiex.set_lock re-arms is an error with a note per
// such lock; with every lock re-armed (in any sequence of the device) the
// design passes unchanged. Resets of channels without locks pass.
// RUN: aiec --aie-verify-runtime-rearm %s | FileCheck %s
// RUN: aiec --split-input-file --verify-diagnostics --aie-verify-runtime-rearm %S/Inputs/rearm-errors.mlir
// RUN: not aiec --split-input-file --aie-verify-runtime-rearm %S/Inputs/rearm-errors.mlir 2>&1 | FileCheck %s --check-prefix=HELP

// CHECK: aiex.dma_channel_reset(%tile_0_2, S2MM, 0)
// CHECK: aiex.set_lock(%prod, 2)
// CHECK: aiex.set_lock(%cons, 0)
// HELP: help: after the reset, re-arm each lock noted: `aiex.set_lock(%lock, <its initial value>)`{{$}}

module {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %prod = aie.lock(%t, 0) {init = 2 : i32, sym_name = "prod"}
    %cons = aie.lock(%t, 1) {init = 0 : i32, sym_name = "cons"}
    %buf = aie.buffer(%t) : memref<16xi32>
    aie.mem(%t) {
      %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%prod, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%cons, Release, 1)
      aie.next_bd ^bd0
    ^end:
      aie.end
    }
    aie.runtime_sequence @reset(%a: memref<16xi32>) {
      aiex.dma_channel_reset(%t, S2MM, 0)
      aiex.dma_channel_reset(%t, MM2S, 0)
    }
    aie.runtime_sequence @rearm(%a: memref<16xi32>) {
      aiex.set_lock(%prod, 2)
      aiex.set_lock(%cons, 0)
    }
  }
}
