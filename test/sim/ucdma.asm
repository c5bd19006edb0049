; uC-DMA timing: a transfer takes one cycle per word on the column's uC-DMA
; engine, from the next cycle or after the column's previous transfer; the
; words reach the array when the operation runs (SAVE_REGISTER id 5 sees
; them before any wait). UC_DMA_WRITE_DES does not block; its handles are
; 1, 2, ... and can be passed to another job through a $g register.
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf --trace-text %t.log | FileCheck %s --check-prefix=SUM
; SUM: aie-sim: {{[0-9]+}} cycles; uCs: 14 ctrlcode ops, 2 jobs, 1 pages, 130 words written (2 uC-DMA transfers)
; RUN: FileCheck %s < %t.log
; CHECK: {{^ +}}1 uC 0 UC_DMA job 0 chain 0x{{[0-9a-f]+}}: 8 BDs, 128 words (128 cycles)
; CHECK-NEXT: {{^ +}}2 uC 0 SAVE_REGISTER id 5: [0x200200] = 0x22
; CHECK-NEXT: {{^ +}}3 uC 0 SAVE_TIMESTAMPS id 1
; CHECK-NEXT: {{^ +}}4 uC 0 JOB job 1 (page 0) (194 cycles)
; CHECK-NEXT: {{^ +}}129 uC 0 UC_DMA job 0 chain 0x{{[0-9a-f]+}}: 1 BDs, 2 words (2 cycles)
; The waits pass in the first quantum that starts after the transfers end
; (192), job 1 first (round robin goes on from job 1).
; CHECK-NEXT: {{^ +}}195 uC 0 SAVE_TIMESTAMPS id 3
; CHECK-NEXT: {{^ +}}196 uC 0 SAVE_REGISTER id 4: [0x2001fc] = 0x1f
; CHECK-NEXT: {{^ +}}199 uC 0 SAVE_TIMESTAMPS id 2
;
; --max-cycles while both jobs wait for transfers: exit status 2 and the
; report.
; RUN: not aie-sim %t.elf --max-cycles 64 2>&1 | FileCheck %s --check-prefix=MAX
; MAX: aie-sim: --max-cycles reached at cycle 64:
; MAX-NEXT: column 0 page 0 job 0 pc 0x{{[0-9a-f]+}} WAIT_UC_DMA: waits for a uC-DMA transfer
; MAX-NEXT: column 0 page 0 job 1 pc 0x{{[0-9a-f]+}} WAIT_UC_DMA: waits for a uC-DMA transfer
; MAX-EMPTY:
; A _SYNC transfer blocks its job; the report says so too.
; RUN: sed -e 's/^  UC_DMA_WRITE_DES $r1, @long$/  UC_DMA_WRITE_DES_SYNC @long/' %s > %t.sync.asm
; RUN: aiec %t.sync.asm -o %t.sync.elf
; RUN: not aie-sim %t.sync.elf --max-cycles 64 2>&1 | FileCheck %s --check-prefix=SYNC
; SYNC: aie-sim: --max-cycles reached at cycle 64:
; SYNC-NEXT: column 0 page 0 job 0 pc 0x8 UC_DMA_WRITE_DES_SYNC: waits for a uC-DMA transfer
; SYNC-NEXT: column 0 page 0 job 1 pc 0x{{[0-9a-f]+}} WAIT_UC_DMA: waits for never launched (START_JOB_DEFERRED)
; SYNC-EMPTY:

START_JOB 0
  UC_DMA_WRITE_DES $r1, @long
  UC_DMA_WRITE_DES $g2, @short
  SAVE_REGISTER 0x200200, 5
  SAVE_TIMESTAMPS 1
  LAUNCH_JOB 1
  WAIT_UC_DMA $r1
  SAVE_TIMESTAMPS 2
END_JOB
START_JOB_DEFERRED 1
  WAIT_UC_DMA $g2
  MOV $r1, 2
  WAIT_UC_DMA $r1
  SAVE_TIMESTAMPS 3
  SAVE_REGISTER 0x2001fc, 4
END_JOB
EOF
long: ; 8 BDs of the same 16 words, to 0x200000 .. 0x2001fc
  UC_DMA_BD 0, 0x200000, @w, 16, 0, 1
  UC_DMA_BD 0, 0x200040, @w, 16, 0, 1
  UC_DMA_BD 0, 0x200080, @w, 16, 0, 1
  UC_DMA_BD 0, 0x2000c0, @w, 16, 0, 1
  UC_DMA_BD 0, 0x200100, @w, 16, 0, 1
  UC_DMA_BD 0, 0x200140, @w, 16, 0, 1
  UC_DMA_BD 0, 0x200180, @w, 16, 0, 1
  UC_DMA_BD 0, 0x2001c0, @w, 16, 0, 0
short:
  UC_DMA_BD 0, 0x200200, @v, 2, 0, 0
w:
  .long 0x10
  .long 0x11
  .long 0x12
  .long 0x13
  .long 0x14
  .long 0x15
  .long 0x16
  .long 0x17
  .long 0x18
  .long 0x19
  .long 0x1a
  .long 0x1b
  .long 0x1c
  .long 0x1d
  .long 0x1e
  .long 0x1f
v:
  .long 0x22
  .long 0x23
