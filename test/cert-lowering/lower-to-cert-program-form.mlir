// With the control code as the only output (--emit=ctrl-*), the CERT
// lowering keeps each write32 of a constant value as its NPU op and the
// program encodes it as the WRITE_32 of its array address: the ELF is the
// one the printed cert ops give, byte for byte. Here the block writes' data
// splits column 0's runtime job over three pages (jobs 2, 3 and 4: each
// tail is numbered one above the part it continues), a write names its tile
// by column and row or by its address alone, and column 1 has writes too.
// RUN: aiec %s --emit=ctrl-elf -o %t.program.elf
// RUN: aiec %s --stop-after=cert-legalize-pages -o %t.lowered.mlir
// RUN: aiec %t.lowered.mlir --emit=ctrl-elf -o %t.lowered.elf
// RUN: cmp %t.program.elf %t.lowered.elf
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s
// RUN: FileCheck %s --check-prefix=IR < %t.lowered.mlir

// CHECK:      .attach_to_group 0
// CHECK:      START_JOB 2
// CHECK-NEXT:   WRITE_32               0x0001d204, 0x00000001
// CHECK-NEXT:   uC_DMA_WRITE_DES_SYNC  @chain_0
// CHECK-NEXT:   WRITE_32               0x0021d204, 0x00000002
// CHECK-NEXT:   uC_DMA_WRITE_DES_SYNC  @chain_1
// CHECK-NEXT: END_JOB
// CHECK-EMPTY:
// CHECK-NEXT: .eop
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 3
// CHECK-NEXT:   WRITE_32               0x0001d20c, 0x00000003
// CHECK-NEXT:   uC_DMA_WRITE_DES_SYNC  @chain_2
// CHECK-NEXT:   WRITE_32               0x0001d210, 0x00000004
// CHECK-NEXT:   uC_DMA_WRITE_DES_SYNC  @chain_3
// CHECK-NEXT: END_JOB
// CHECK-EMPTY:
// CHECK-NEXT: .eop
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 4
// CHECK-NEXT:   WRITE_32               0x0001d214, 0x00000005
// CHECK-NEXT:   uC_DMA_WRITE_DES_SYNC  @chain_4
// CHECK-NEXT: END_JOB
// CHECK:      .attach_to_group 1
// CHECK:      START_JOB 2
// CHECK-NEXT:   WRITE_32               0x0201d204, 0x00000006
// CHECK-NEXT:   WRITE_32               0x0201d208, 0x00000007
// CHECK-NEXT: END_JOB

// The IR printed holds cert ops only.
// IR-NOT: aiex.npu.write32
// IR:     aiex.cert.write32
// IR-NOT: aiex.npu.write32

module {
  aie.device(npu1_2col) {
    memref.global "private" constant @blk : memref<900xi32> = dense<7>
    %t00 = aie.tile(0, 0)
    %t10 = aie.tile(1, 0)
    aie.runtime_sequence(%a: memref<16xi32>) {
      %g = memref.get_global @blk : memref<900xi32>
      aiex.npu.write32 {address = 0x1D204 : ui32, value = 1 : ui32, column = 0 : i32, row = 0 : i32}
      aiex.npu.blockwrite(%g) {address = 0x80000 : ui32, column = 0 : i32, row = 1 : i32} : memref<900xi32>
      aiex.npu.write32 {address = 0x1D204 : ui32, value = 2 : ui32, column = 0 : i32, row = 2 : i32}
      aiex.npu.blockwrite(%g) {address = 0x81000 : ui32, column = 0 : i32, row = 1 : i32} : memref<900xi32>
      aiex.npu.write32 {address = 0x1D20C : ui32, value = 3 : ui32}
      aiex.npu.blockwrite(%g) {address = 0x82000 : ui32, column = 0 : i32, row = 1 : i32} : memref<900xi32>
      aiex.npu.write32 {address = 0x1D210 : ui32, value = 4 : ui32}
      aiex.npu.blockwrite(%g) {address = 0x83000 : ui32, column = 0 : i32, row = 1 : i32} : memref<900xi32>
      aiex.npu.write32 {address = 0x1D214 : ui32, value = 5 : ui32}
      aiex.npu.blockwrite(%g) {address = 0x84000 : ui32, column = 0 : i32, row = 1 : i32} : memref<900xi32>
      aiex.npu.write32 {address = 0x1D204 : ui32, value = 6 : ui32, column = 1 : i32, row = 0 : i32}
      aiex.npu.write32 {address = 0x0201D208 : ui32, value = 7 : ui32}
    }
  }
}
