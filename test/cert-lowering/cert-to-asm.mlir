// The whole runtime-sequence path: dma_memcpy_nd → NPU ops → cert ops →
// assembly (aie-translate --aie-cert-to-asm layout) → ELF, which the
// disassembler reads back.
// RUN: aiec --aie-dma-to-npu --aie-npu-to-cert %s | aiec --aie-cert-to-asm | FileCheck %s
// RUN: aiec --aie-dma-to-npu --aie-npu-to-cert %s | aiec --aie-cert-to-asm -o %t.asm
// RUN: aiec %t.asm -o %t.elf
// RUN: aiec %t.elf | FileCheck %s --check-prefix=ELF

// CHECK:      .attach_to_group 0
// CHECK:      START_JOB 1
// CHECK-NEXT:   WRITE_32               0x0201d204, 0x00000002
// CHECK-NEXT:   MASK_WRITE_32          0x00232000, 0x00000001, 0x00000001
// CHECK-NEXT: END_JOB
// CHECK:      .eop
// CHECK:      START_JOB 2
// CHECK-NEXT:   APPLY_OFFSET_57        @[[D0:.*]], 1, 0x0000
// CHECK-NEXT:   uC_DMA_WRITE_DES_SYNC  @chain_0
// CHECK-NEXT:   WRITE_32               0x0001d21c, 0x00000001
// CHECK-NEXT:   APPLY_OFFSET_57        @[[D1:.*]], 1, 0x0001
// CHECK-NEXT:   uC_DMA_WRITE_DES_SYNC  @chain_1
// CHECK-NEXT:   WRITE_32               0x0001d20c, 0x80000002
// CHECK-NEXT:   WAIT_TCTS              0, 1, 1
// CHECK-NEXT: END_JOB
// CHECK:      EOF
// CHECK:      ; Data (chains)
// CHECK:        .align 16
// CHECK-NEXT: chain_0:
// CHECK-NEXT:   UC_DMA_BD       0, 0x0001d020, @[[D0]], 8, 0, 0
// CHECK:      chain_1:
// CHECK-NEXT:   UC_DMA_BD       0, 0x0001d040, @[[D1]], 8, 0, 0
// CHECK:      ; Data
// CHECK:      [[D0]]:
// CHECK-NEXT:   .long           0x00000020
// CHECK-NEXT:   .long           0x00000010

// ELF: START_JOB 2
// ELF-NEXT: APPLY_OFFSET_57 @{{.*}}, 1, 0
// ELF: WAIT_TCTS 0, 1, 1
aie.device(npu2) {
  aie.runtime_sequence @configure() {
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 2 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.maskwrite32 {address = 0x32000 : ui32, value = 1 : ui32, mask = 1 : ui32, column = 0 : i32, row = 2 : i32}
  }
  aie.runtime_sequence @run(%in: memref<64xi32>, %out: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 4][1, 1, 1, 32][0, 0, 0, 1]) {metadata = @in0, id = 1 : i64} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @out0, id = 2 : i64} : memref<64xi32>
    aiex.npu.dma_wait {symbol = @out0}
  }
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in0(%t, MM2S, 1)
  aie.shim_dma_allocation @out0(%t, S2MM, 1)
}
