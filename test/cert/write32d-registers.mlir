// --aie-cert-verify: a write32_d whose address or value is a register
// ({address_is_reg}, {value_is_reg}) names one of the job-runner's 24
// (r0..r7 the job's, r8..r23 shared). Without the flag the same field is
// an immediate of 32 bits, so the op itself accepts any value there: the
// parser and verifier let register 24 through, the pass reports it in
// mlir-aie's words, and the ctrlcode emitter refuses to encode it.
// RUN: aiec --aie-cert-verify --split-input-file --verify-diagnostics %s
// RUN: aiec --split-input-file %s | FileCheck %s --check-prefix=PARSE
// RUN: not aiec --emit=ctrl-asm %S/Inputs/write32d-register-emit.mlir 2>&1 | FileCheck %S/Inputs/write32d-register-emit.mlir

// PARSE: aiex.cert.write32_d(4194304, 7)
// PARSE: aiex.cert.write32_d(0, 23) {address_is_reg, value_is_reg}
// PARSE: aiex.cert.write32_d(24, 5) {address_is_reg}

// Immediates far past 23, and registers at both ends of the range.
aie.device(npu2) {
  aiex.cert.job(0) {
    aiex.cert.write32_d(0x400000, 7)
    aiex.cert.write32_d(0, 23) {address_is_reg, value_is_reg}
    aiex.cert.write32_d(23, 0xFFFFFFFF) {address_is_reg}
    aiex.cert.write32_d(0xFFFFFFFF, 0) {value_is_reg}
  }
}

// -----

aie.device(npu2) {
  aiex.cert.job(0) {
    // expected-error@+1 {{cert.write32_d has address_is_reg, so address 24 must be a register index in [0, 23]}}
    aiex.cert.write32_d(24, 5) {address_is_reg}
  }
}

// -----

// The value flag alone: the address is an immediate.
aie.device(npu1) {
  aiex.cert.job(3) {
    aiex.cert.write32_d(40, 2) {value_is_reg}
    // expected-error@+1 {{cert.write32_d has value_is_reg, so value 4096 must be a register index in [0, 23]}}
    aiex.cert.write32_d(0x200400, 4096) {value_is_reg}
  }
}

// -----

// Both out of range: two errors on the op, in operand order.
aie.device(npu2) {
  aiex.cert.attach_to_group(0) {
    aiex.cert.job(1) {
      // expected-error@+2 {{cert.write32_d has address_is_reg, so address 31 must be a register index in [0, 23]}}
      // expected-error@+1 {{cert.write32_d has value_is_reg, so value 100 must be a register index in [0, 23]}}
      aiex.cert.write32_d(31, 100) {address_is_reg, value_is_reg}
    }
  }
}
