; DMA start queues. Tile (0, 2) loops its MM2S 0 into its S2MM 0 (DMA 0 →
; DMA 0); S2MM 0 receives 24 words at 0x800 in one task (BD 0).
; 1. The channel fetches a task's first BD when the task is pushed: BD 1
;    (4 words from 0x400) is pushed, then rewritten to read 0x410 and
;    pushed again, before either task starts; the first task still sends
;    the words of 0x400.
; 2. The queue holds 4 tasks and drops a push onto a full queue, as the
;    hardware does: four more pushes of BD 1 follow, and before the fifth
;    and the sixth push the job polls MM2S 0's status (0x1DF10) until bit 22
;    of Task_Queue_Size is clear, i.e. until a task has left the queue (the
;    uC's writes reach the array faster than the channel takes its tasks).
;    All six tasks run, and the status's overflow bit (18) stays clear.
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf --trace-text %t.log | FileCheck %s --check-prefix=SUM
; SUM: aie-sim: {{[0-9]+}} cycles; uCs: {{[0-9]+}} ctrlcode ops, 1 jobs, 1 pages, {{[0-9]+}} words written (1 uC-DMA transfers); array: 7 DMA tasks, 48 words moved by DMAs, 0 core ops
; RUN: FileCheck %s < %t.log
; CHECK: SAVE_REGISTER id 1: [0x200800] = 0x1
; CHECK-NEXT: SAVE_REGISTER id 2: [0x20080c] = 0x4
; CHECK-NEXT: SAVE_REGISTER id 3: [0x200810] = 0x5
; CHECK-NEXT: SAVE_REGISTER id 4: [0x20085c] = 0x8
; CHECK-NEXT: SAVE_REGISTER id 5: [0x21df10] = 0x0
;
; Without the polls the fifth and sixth pushes find the queue full and are
; dropped: four tasks send 16 of the 24 words S2MM 0 waits for, the job
; waits for its token forever, and the deadlock report says why.
; RUN: sed -e '/MASK_POLL_32/d' %s > %t.drop.asm
; RUN: aiec %t.drop.asm -o %t.drop.elf
; RUN: not aie-sim %t.drop.elf 2>&1 | FileCheck %s --check-prefix=DROP
; DROP: aie-sim: deadlock: nothing can progress at cycle {{[0-9]+}}:
; DROP: has no task: its full task queue dropped pushes
; DROP: WAIT_TCTS: waits for 0 of 1 task-complete token(s) of tile (0, 2) actor 0
; DROP: array: DMA (0, 2) S2MM 0: BD 0: waits for stream data (8 word(s) left of 24)
; DROP: array: DMA (0, 2) MM2S 0: idle (2 task(s) pushed onto its full queue of 4 were dropped)
;
; A task that never starts (its BD waits for lock 0, never released) keeps
; the queue full: the job polls for room forever, and the deadlock report
; says so, and that nothing releases the lock.
; RUN: sed -e 's/^  .long 0x02000000 ; BD 1$/  .long 0x02001fe0/' %s > %t.lock.asm
; RUN: aiec %t.lock.asm -o %t.lock.elf
; RUN: not aie-sim %t.lock.elf 2>&1 | FileCheck %s --check-prefix=FULL
; FULL: aie-sim: deadlock: nothing can progress at cycle {{[0-9]+}}:
; FULL-NEXT: root cause: DMA (0, 2) S2MM 0 BD 0 waits on stream data, which never comes: 1 wait(s) further on, DMA (0, 2) MM2S 0 BD 1 waits for lock 0 of (0, 2), which never comes: no core or DMA task releases it
; FULL: column 0 page 0 job 0 pc 0x{{[0-9a-f]+}} MASK_POLL_32: waits for address 0x21df10 & 0x400000 to read 0x0
; FULL: array: DMA (0, 2) MM2S 0: BD 1: waits for lock 0 of (0, 2): value 0, AcquireGreaterEqual 1

.partition 1column
START_JOB 0
  WRITE_32 0x0023f104, 0x80000000 ; switch: slave DMA 0 enabled
  WRITE_32 0x0023f004, 0x80000001 ; master DMA 0 from slave 1 (DMA 0)
  WRITE_32 0x200400, 1
  WRITE_32 0x20040c, 4
  WRITE_32 0x200410, 5
  WRITE_32 0x20041c, 8
  UC_DMA_WRITE_DES_SYNC @bds
  WRITE_32 0x0021de04, 0x80000000 ; S2MM 0 start queue: BD 0, token
  WRITE_32 0x0021de14, 0x00000001 ; MM2S 0: BD 1 (0x400)
  WRITE_32 0x0021d020, 0x00410004 ; BD 1 now reads 4 words from 0x410
  WRITE_32 0x0021de14, 0x00000001 ; MM2S 0: BD 1 (0x410)
  WRITE_32 0x0021de14, 0x00000001
  WRITE_32 0x0021de14, 0x00000001
  MASK_POLL_32 0x0021df10, 0x00400000, 0 ; MM2S 0: a slot free in its queue
  WRITE_32 0x0021de14, 0x00000001
  MASK_POLL_32 0x0021df10, 0x00400000, 0
  WRITE_32 0x0021de14, 0x00000001
  WAIT_TCTS TILE_0_2, 0, 1
  SAVE_REGISTER 0x200800, 1
  SAVE_REGISTER 0x20080c, 2
  SAVE_REGISTER 0x200810, 3
  SAVE_REGISTER 0x20085c, 4
  SAVE_REGISTER 0x0021df10, 5 ; MM2S 0 status: idle, no overflow
END_JOB
EOF
bds:
  UC_DMA_BD 0, 0x0021d000, @bd0, 6, 0, 1
  UC_DMA_BD 0, 0x0021d020, @bd1, 6, 0, 0
bd0: ; 24 words to 0x800
  .long 0x00800018
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0x02000000
bd1: ; 4 words from 0x400
  .long 0x00400004
  .long 0
  .long 0
  .long 0
  .long 0
  .long 0x02000000 ; BD 1
