; APPLY_OFFSET_57 adds argument 1's host address ((1 + 1) << 32) to the
; shim BD in the page's data: word 1 (low bits) and word 2 bits 15:0 (high
; bits); the uC-DMA then copies the patched words to tile (0, 2)'s memory.
; An ELF without a note takes the argument sizes from --arg-size; without
; argument 1 the patch is an error. --expect on an argument nothing writes
; reports the mismatching elements with their indices.
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf --arg-size 0=16 --arg-size 1=64 --trace-text %t.log
; RUN: FileCheck %s < %t.log
; CHECK: SAVE_REGISTER id 1: [0x200004] = 0x80
; CHECK: SAVE_REGISTER id 2: [0x200008] = 0xabcd0002
; RUN: not aie-sim %t.elf --arg-size 0=16 2>&1 | FileCheck %s --check-prefix=NOARG
; NOARG: aie-sim: error: column 0, page 0, job 0, pc 0x{{[0-9a-f]+}} (APPLY_OFFSET_57), cycle {{[0-9]+}}: {{.*}}argument 1
; RUN: printf 'abcdefgh' > %t.want
; RUN: not aie-sim %t.elf --arg-size 1=64 --expect 0=%t.want 2>&1 | FileCheck %s --check-prefix=MISMATCH
; MISMATCH: aie-sim: --expect 0: [0] = 0, expected 1684234849
; MISMATCH-NEXT: aie-sim: --expect 0: [1] = 0, expected 1751606885
; MISMATCH: argument 0 = [0, 0] (2 × i32): MISMATCH with {{.*}}.want

START_JOB 0
  APPLY_OFFSET_57 @shim, 1, 1
  UC_DMA_WRITE_DES_SYNC @copy
  SAVE_REGISTER 0x200004, 1
  SAVE_REGISTER 0x200008, 2
END_JOB
EOF
copy:
  UC_DMA_BD 0, 0x200000, @shim, 9, 0, 0
shim:
  .long 16
  .long 0x80
  .long 0xABCD0000
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
