; Program structure: .target/.partition (no bytes), comments (; and #,
; also after code), operand spellings (a,b and a b; any case; 0X), .include
; through -I, text-label groups (.section .ctrltext, name:, .endl; ordered by
; name) named by LOAD_PDI/PREEMPT, .setpad (words or a file) with the
; APPLY_OFFSET_57 @pad patch, and a second column (.attach_to_group).
; RUN: aiec %s -I %S/Inputs/inc --emit=ctrl-hex | FileCheck %s
; RUN: aiec %s -I%S/Inputs/inc -o %t.elf
; RUN: aiec %t.elf | FileCheck %s --check-prefix=ASM
; RUN: aiec %t.elf -o %t.asm
; RUN: aiec %t.asm --emit=ctrl-hex | FileCheck %s

.target aie2ps
.partition 2column
# a seed-style comment
.setpad zeros, 2
.setpad blob, blob.bin
START_JOB 0
  write_32 0X10,0x20        ; trailing comment
  Write_32 0x30 0x40
  PREEMPT 1, @zsave, @restore
  APPLY_OFFSET_57 @shim, 1, 0xFFFF, @blob
  UC_DMA_WRITE_DES_SYNC @shim
END_JOB
.include job5.asm
EOF
shim:
  .long 0x80
  .long 0xFFFFFFF0
  .long 0x0000FFFF
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0x000001FF
.section .ctrltext
zsave:
START_JOB 0
  NOP
END_JOB
EOF
.endl zsave
.section .ctrltext
restore:
START_JOB 0
  LOAD_PDI 3, @zsave
END_JOB
EOF
.endl restore
.attach_to_group 1
START_JOB 0
  NOP
END_JOB
EOF

; Column 0, page 0 (group default): the out-of-order lengths of zsave's and
; restore's first pages (0x24, 0x2c); the two WRITE_32s; PREEMPT with page
; ids 2 (zsave) and 1 (restore): groups are paged in name order.
; CHECK:      ff ff 00 00 24 00 2c 00
; CHECK-NEXT: 94 00 00 00 00 00 00 00
; CHECK-NEXT: 00 00 00 00 38 00 00 00
; CHECK-NEXT: 05 00 00 00 10 00 00 00
; CHECK-NEXT: 20 00 00 00 05 00 00 00
; CHECK-NEXT: 30 00 00 00 40 00 00 00
; CHECK-NEXT: 19 00 01 00 02 00 01 00
; CHECK-NEXT: 0e 00 60 00 01 00 ff ff
; CHECK-NEXT: 09 00 60 00 07 00 00 00
; The included job 5.
; CHECK-NEXT: 00 00 05 00 18 00 00 00
; CHECK-NEXT: 05 00 00 00 00 05 00 00
; CHECK-NEXT: 05 00 00 00 07 00 00 00
; CHECK-NEXT: ff 00 00 00 a5 a5 a5 a5
; CHECK-NEXT: a5 a5 a5 a5 a5 a5 a5 a5
; The shim BD patched with pad blob's position 3 * 8192 (pads sorted by
; name: blob first): 0x1ff_ffff_fff0 + 0x6000 wraps past bit 56 to 0x5ff0.
; CHECK-NEXT: 80 00 00 00 f0 5f 00 00
; CHECK-NEXT: 00 00 00 00 00 00 00 00
; Page 1 (restore): LOAD_PDI 3 names page 2 (zsave, 0x24 bytes).
; CHECK:      ff ff 01 00 24 00 00 00
; CHECK-NEXT: 2c 00 00 00 00 00 00 00
; CHECK-NEXT: 00 00 00 00 18 00 00 00
; CHECK-NEXT: 1a 00 00 00 03 00 00 00
; CHECK-NEXT: 02 00 00 00 07 00 00 00
; Page 2 (zsave), then column 1 starts again at page 0.
; CHECK:      ff ff 02 00 00 00 00 00
; CHECK:      ff ff 00 00 00 00 00 00
; CHECK-NEXT: 24 00 00 00 00 00 00 00

; The pads (the file's 6 bytes, 4-aligned, then the zeros) disassemble as
; one pad of words, which assembles to the same sections (the hex again).
; ASM:      .setpad pad0
; ASM-NEXT:   .long 0x00000001
; ASM-NEXT:   .long 0x00000002
; ASM-NEXT:   .long 0x00000000
; ASM-NEXT:   .long 0x00000000
; ASM-EMPTY:
