// The input kind comes from `--x`, else the extension (.mlir, .asm, .elf),
// else the content. ctrlcode assembly is not read yet.
// RUN: not aiec --x=asm %s -o %t.elf 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: not aiec -x=elf %s 2>&1 | FileCheck %s --check-prefix=ELF
// RUN: echo "module {}" > %t.elf
// RUN: not aiec %t.elf 2>&1 | FileCheck %s --check-prefix=ELF
// RUN: echo "aie.device(npu1) {}" > %t.asm
// RUN: aiec --x=mlir %t.asm | FileCheck %s
// RUN: echo "aie.device(npu1) {}" > %t.txt
// RUN: aiec %t.txt | FileCheck %s

// ASM: {{.*}}input-kind.mlir:1:1: error: unknown ctrlcode operation '//'
// ELF: error: {{.*}}malformed ELF: no ELF magic
// CHECK: aie.device(npu1)
