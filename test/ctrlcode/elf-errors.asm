; ELF input that aiec cannot read or disassemble: an error naming the file,
; exit status 1 and no output file. Inputs/text-only.elf is Inputs/fixture.elf
; without its .ctrldata.0.1 section (written with dialect::cert::elf::write
; from a throwaway Rust test).

; RUN: rm -f %t.out
; RUN: head -c 1000 %S/Inputs/fixture.elf > %t.trunc.elf
; RUN: not aiec %t.trunc.elf -o %t.out 2>&1 | FileCheck %s --check-prefix=TRUNC
; RUN: not test -e %t.out
; RUN: not aiec --x=elf %s -o %t.out 2>&1 | FileCheck %s --check-prefix=MAGIC
; RUN: not test -e %t.out
; RUN: printf '\177ELF\002\001\001\000' > %t.elf64
; RUN: not aiec %t.elf64 2>&1 | FileCheck %s --check-prefix=CLASS
; RUN: not aiec %S/Inputs/text-only.elf -o %t.out 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not test -e %t.out
; RUN: not aiec %S/Inputs/fixture.elf --emit=ctrl-hex --split-input-file 2>&1 | FileCheck %s --check-prefix=SPLIT

; TRUNC:   aiec: error: '{{.*}}.trunc.elf': malformed ELF: {{.+}}
; MAGIC:   aiec: error: '{{.*}}elf-errors.asm': malformed ELF: no ELF magic
; CLASS:   aiec: error: '{{.*}}.elf64': not a ctrlcode ELF: not ELF32
; MISSING: aiec: error: '{{.*}}text-only.elf': page 0.1 needs both .ctrltext.0.1 and .ctrldata.0.1
; SPLIT:   aiec: error: '{{.*}}fixture.elf': --split-input-file, --verify-diagnostics and passes apply to MLIR input, not to an ELF
