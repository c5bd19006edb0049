; The job-runner's register and memory operations, observed through
; SAVE_REGISTER (which reads a word into the trace) on the array model's
; data memory of tile (0, 2) (array address 0x200000): WRITE_32,
; MASK_WRITE_32, MOV/ADD, WRITE_32_D with registers and immediates,
; READ_32, READ_32_D, POLL_32 and MASK_POLL_32 that match, the uC-DMA
; (UC_DMA_WRITE_DES + WAIT_UC_DMA, UC_DMA_WRITE_DES_SYNC, a two-BD chain),
; SLEEP's time, NOP, TRACE and SAVE_TIMESTAMPS.
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf --trace-text %t.log | FileCheck %s --check-prefix=SUM
; RUN: FileCheck %s < %t.log
; SUM: aie-sim: {{[0-9]+}} cycles; uCs: 27 ctrlcode ops, 1 jobs, 1 pages, 10 words written (2 uC-DMA transfers)

START_JOB 0
  WRITE_32 0x200000, 7
  MASK_WRITE_32 0x200000, 0xF0, 0x35
  SAVE_REGISTER 0x200000, 1
  MOV $r1, 0x200004
  MOV $r2, 40
  ADD $r2, 2
  WRITE_32_D 0, 1, 2
  SAVE_REGISTER 0x200004, 2
  READ_32_D $r1, $r4
  WRITE_32_D 1, 0x200008, 4
  READ_32 $g3, 0x200008
  WRITE_32_D 3, 0x20000C, 99
  POLL_32 0x20000C, 99
  MASK_POLL_32 0x200008, 0xF, 0xA
  SAVE_REGISTER 0x20000C, 3
  UC_DMA_WRITE_DES $r5, @two
  WAIT_UC_DMA $r5
  SAVE_REGISTER 0x200104, 4
  SAVE_REGISTER 0x200204, 5
  UC_DMA_WRITE_DES_SYNC @one
  SAVE_REGISTER 0x200300, 6
  SAVE_TIMESTAMPS 7
  SLEEP 2
  SAVE_TIMESTAMPS 8
  NOP
  TRACE 0x7FF
END_JOB
EOF
two:
  UC_DMA_BD 0, 0x200100, @a, 2, 0, 1
  UC_DMA_BD 0, 0x200200, @b, 2, 0, 0
one:
  UC_DMA_BD 0, 0x200300, @c, 1, 0, 0
a:
  .long 0x11
  .long 0x12
b:
  .long 0x21
  .long 0x22
c:
  .long 0x31

; CHECK: uC 0 SAVE_REGISTER id 1: [0x200000] = 0x37
; CHECK: uC 0 SAVE_REGISTER id 2: [0x200004] = 0x2a
; CHECK: uC 0 SAVE_REGISTER id 3: [0x20000c] = 0x63
; CHECK: uC 0 UC_DMA job 0 chain {{.*}}: 2 BDs, 4 words (4 cycles)
; CHECK: uC 0 SAVE_REGISTER id 4: [0x200104] = 0x12
; CHECK: uC 0 SAVE_REGISTER id 5: [0x200204] = 0x22
; CHECK: uC 0 SAVE_REGISTER id 6: [0x200300] = 0x31
; SLEEP 2 takes 2000 cycles (1 GHz), each operation one.
; CHECK: {{^ +}}129 uC 0 SAVE_TIMESTAMPS id 7
; CHECK: {{^ +}}2131 uC 0 SAVE_TIMESTAMPS id 8
