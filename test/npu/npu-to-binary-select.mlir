// --aie-npu-to-binary of a module with several devices and sequences:
// -aie-device-name and -aie-sequence-name pick the sequence (default: the
// first sequence of the first device); a name that is not there is an error.
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false %s | FileCheck %s --check-prefix=FIRST
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false -aie-sequence-name=b %s | FileCheck %s --check-prefix=B
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false -aie-device-name=other %s | FileCheck %s --check-prefix=OTHER
// RUN: not aiec --aie-npu-to-binary -aie-output-binary=false -aie-sequence-name=c %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not aiec --aie-npu-to-binary -aie-output-binary=false -aie-device-name=none %s 2>&1 | FileCheck %s --check-prefix=ERRDEV

// One write32 record each: opcode 0, then the address.
// FIRST:      00000000
// FIRST-NEXT: 00000000
// FIRST-NEXT: 00000011
// B:          00000000
// B-NEXT:     00000000
// B-NEXT:     00000022
// OTHER:      00000000
// OTHER-NEXT: 00000000
// OTHER-NEXT: 00000033
// ERR: error: No such runtime sequence: 'c'
// ERRDEV: error: No such device: 'none'
module {
  aie.device(npu1) @main {
    aie.runtime_sequence @a() {
      aiex.npu.write32 {address = 0x11 : ui32, value = 1 : ui32}
    }
    aie.runtime_sequence @b() {
      aiex.npu.write32 {address = 0x22 : ui32, value = 2 : ui32}
    }
  }
  aie.device(npu1) @other {
    aie.runtime_sequence @c() {
      aiex.npu.write32 {address = 0x33 : ui32, value = 3 : ui32}
    }
  }
}
