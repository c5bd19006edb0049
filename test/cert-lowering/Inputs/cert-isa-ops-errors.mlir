// Input of test/cert-lowering/cert-isa-ops.mlir: registers past r23.
aie.device(npu2) {
  aiex.cert.job(1) {
    // CHECK: error: 'aiex.cert.write32_d' op value register 24 is not a job-runner register
    // CHECK: help: registers are 0..23: r0..r7 the job's, r8..r23 shared
    aiex.cert.write32_d(0x200410, 24) {value_is_reg}
  }
}

// -----

aie.device(npu2) {
  aiex.cert.job(1) {
    // CHECK: error: 'aiex.cert.read32' op attribute 'value'
    aiex.cert.read32(24, 0x200400)
  }
}
