// A DMA queue push not lowered to NPU writes (test/emitc/convert-aiex-to-emitc-errors.mlir).
module {
  aie.device(npu2) {
    aie.runtime_sequence() {
      aiex.npu.push_queue(0, 0, S2MM : 0) {issue_token = false, repeat_count = 0 : i32, bd_id = 0 : i32}
    }
  }
}
