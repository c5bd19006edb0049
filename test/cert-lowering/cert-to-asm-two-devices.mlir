// --aie-cert-to-asm prints one device's control code: a second device holding
// aiex.cert jobs is an error rather than left out.
// RUN: not aiec %s --aie-cert-to-asm 2>&1 | FileCheck %s
// CHECK: error: 'aie.device' op holds aiex.cert jobs too: the control code is one device's
// CHECK: help: lower the module with --aie-lower-to-cert
module {
  aie.device(npu1) @a {
    aiex.cert.page {
      aiex.cert.job(1) {
        aiex.cert.write32(0x11, 1)
      }
    }
  }
  aie.device(npu1) @b {
    aiex.cert.page {
      aiex.cert.job(1) {
        aiex.cert.write32(0x22, 2)
      }
    }
  }
}
