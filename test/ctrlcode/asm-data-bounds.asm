; What the ELF loader reads from a page's data for the run is checked when
; the page is assembled, read the same way, so that the assembler accepts no
; page its loader rejects: the error is at the line that makes the read fail.
; The valid program assembles, disassembles and assembles again.
; RUN: aiec %s -o %t.elf
; RUN: aiec %t.elf -o %t.dis.asm
; RUN: aiec %t.dis.asm -o %t.again.elf
; RUN: cmp %t.elf %t.again.elf
;
; A UC_DMA_BD copying more words than the page's data holds from its payload:
; RUN: sed -e 's/@w, 2, 0, 0$/@w, 100, 0, 0/' %s > %t.len.asm
; RUN: rm -f %t.len.elf
; RUN: not aiec %t.len.asm -o %t.len.elf 2>&1 | FileCheck %s --check-prefix=LEN
; RUN: not test -e %t.len.elf
; LEN: len.asm:45:30: error: the words this UC_DMA_BD copies are not all in the page's data
; LEN-NEXT: {{^}}  UC_DMA_BD 0, 0x200000, @w, 100, 0, 0
; LEN: help: its payload label holds fewer words than length
;
; A chain whose last BD says another one follows:
; RUN: sed -e 's/@w, 2, 0, 0$/@w, 2, 0, 1/' %s > %t.next.asm
; RUN: not aiec %t.next.asm -o %t.next.elf 2>&1 | FileCheck %s --check-prefix=NEXT
; NEXT: next.asm:45:36: error: this UC_DMA_BD continues its chain (next is set), but no UC_DMA_BD follows it
; NEXT: help: set next to 0 on the last UC_DMA_BD of a chain
;
; A descriptor pointer at words that are no UC_DMA_BD:
; RUN: sed -e 's/WRITE_DES_SYNC @c$/WRITE_DES_SYNC @w/' %s > %t.des.asm
; RUN: not aiec %t.des.asm -o %t.des.elf 2>&1 | FileCheck %s --check-prefix=DES
; DES: des.asm:41:25: error: this is not a UC_DMA_BD chain in the page's data
;
; An APPLY_OFFSET_57 table with fewer shim BDs than num_entries, or none:
; RUN: sed -e 's/@t, 1, 0xFFFF$/@t, 5, 0xFFFF/' %s > %t.entries.asm
; RUN: not aiec %t.entries.asm -o %t.entries.elf 2>&1 | FileCheck %s --check-prefix=ENTRIES
; ENTRIES: entries.asm:40:23: error: num_entries is 5, but the page's data holds 1 9-word shim BDs from the table
; ENTRIES: help: APPLY_OFFSET_57 patches num_entries 9-word shim BDs stored from table_ptr, in the page's data
; RUN: sed -e 's/@t, 1, 0xFFFF$/@w, 1, 0xFFFF/' %s > %t.table.asm
; RUN: not aiec %t.table.asm -o %t.table.elf 2>&1 | FileCheck %s --check-prefix=TABLE
; TABLE: table.asm:40:19: error: the table is not a 9-word shim BD in the page's data

START_JOB 0
  APPLY_OFFSET_57 @t, 1, 0xFFFF
  UC_DMA_WRITE_DES_SYNC @c
END_JOB
EOF
c:
  UC_DMA_BD 0, 0x200000, @w, 2, 0, 0
w:
  .long 1
  .long 2
t:
  .long 16
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0
