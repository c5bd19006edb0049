// Input of test/npu/read-reg.mlir.
aie.device(npu2) {
  aie.runtime_sequence() {
    %c0 = arith.constant 0 : index
    // CHECK: error: 'aiex.npu.read_reg' op tile operand must be produced by an aie.tile op
    aiex.npu.read_reg(%c0, 0)
  }
}
