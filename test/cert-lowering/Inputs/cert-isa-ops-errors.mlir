// Input of test/cert-lowering/cert-isa-ops.mlir: registers past r23 (a
// write32_d's: test/cert/write32d-registers.mlir).
aie.device(npu2) {
  aiex.cert.job(1) {
    // CHECK: error: 'aiex.cert.read32' op attribute 'value'
    aiex.cert.read32(24, 0x200400)
  }
}
