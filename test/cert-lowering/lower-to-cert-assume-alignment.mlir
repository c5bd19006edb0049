// memref.assume_alignment on a runtime-sequence argument configures nothing:
// --aie-lower-to-cert drops it (and --aie-npu-to-cert too) and lowers the
// rest.
// RUN: aiec %s --aie-dma-to-npu --aie-lower-to-cert | FileCheck %s
// RUN: aiec %s --aie-dma-to-npu --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s --check-prefix=ASM
// RUN: aiec %s --aie-dma-to-npu --aie-npu-to-cert | FileCheck %s --check-prefix=NPU

// CHECK: aie.runtime_sequence(%arg0: memref<16xi32>) {
// CHECK-NEXT: }
// ASM: START_JOB 2
// ASM-NEXT: WRITE_32 {{ *}}0x0001d204, 0x00000001
// ASM-NEXT: END_JOB
// NPU-NOT: memref.assume_alignment
// NPU: aiex.cert.write32

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    aie.runtime_sequence(%arg0: memref<16xi32>) {
      memref.assume_alignment %arg0, 64 : memref<16xi32>
      aiex.npu.write32 {address = 119300 : ui32, value = 1 : ui32}
    }
  }
}
