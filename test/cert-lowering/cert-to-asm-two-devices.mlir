// --aie-cert-to-asm prints one device's control code: a second device holding
// aiex.cert jobs (--aie-npu-to-cert lowers each device on its own) is an
// error rather than left out.
// RUN: not aiec %s --aie-npu-to-cert --aie-cert-to-asm 2>&1 | FileCheck %s
// CHECK: error: 'aie.device' op holds aiex.cert jobs too: the control code is one device's
// CHECK: help: lower the module with --aie-lower-to-cert
module {
  aie.device(npu1) @a {
    aie.runtime_sequence @s() {
      aiex.npu.write32 {address = 0x11 : ui32, value = 1 : ui32}
    }
  }
  aie.device(npu1) @b {
    aie.runtime_sequence @t() {
      aiex.npu.write32 {address = 0x22 : ui32, value = 2 : ui32}
    }
  }
}
