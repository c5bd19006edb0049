// Input of test/cert/write32d-registers.mlir: the ctrlcode emitter does
// not encode a write32_d register past r23 that --aie-cert-verify did not
// see.
aie.device(npu2) {
  aiex.cert.job(1) {
    // CHECK: error: cert.write32_d has value_is_reg, so value 24 must be a register index in [0, 23]
    // CHECK: help: with {value_is_reg} the value names a register
    aiex.cert.write32_d(0x200410, 24) {value_is_reg}
  }
}
