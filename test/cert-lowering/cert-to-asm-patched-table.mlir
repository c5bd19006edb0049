// A shim BD table that an APPLY_OFFSET_57 patches but no uC-DMA chain
// copies still gets its data label: the control code encodes, and its asm
// assembles to the same ELF (the fuzzer's pipeline target found the
// undefined label on test/dialect/cert-structure.mlir).
// RUN: aiec --aie-cert-to-asm %s | FileCheck %s
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aiec %s --emit=ctrl-asm -o %t.asm
// RUN: aiec %t.asm -o %t2.elf
// RUN: cmp %t.elf %t2.elf

// CHECK:      START_JOB 1
// CHECK-NEXT:   APPLY_OFFSET_57        @table, 1, 0xffff
// CHECK-NEXT: END_JOB
// CHECK:      ; Data
// CHECK:      table:
// CHECK-NEXT:   .long           0x000000a8
// CHECK-COUNT-8: .long

aie.device(npu2) {
  memref.global "private" constant @table : memref<9xi32> = dense<[0xa8, 0xa7, 0xa6, 0xa5, 0xa4, 0xa3, 0xa2, 0xa1, 0xa0]>
  aiex.cert.job(1) {
    aiex.cert.apply_offset_57(@table, 1, 0xffff)
  }
}
