; WAIT_TCTS with task-complete tokens of the array model's DMAs: tile
; (0, 2) sends 4 words from its MM2S 0 through its stream switch (DMA 0 →
; DMA 0) to its S2MM 0, both tasks pushed with Enable_Token_Issue (bit 31 of
; the start-queue word). The tokens arrive during the SLEEP and are kept
; until the waits take them (actor 6 = MM2S 0, actor 0 = S2MM 0); a wait for
; 0 tokens passes at once. The copy is in place when the waits pass.
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf --trace-text %t.log | FileCheck %s --check-prefix=SUM
; SUM: aie-sim: {{[0-9]+}} cycles; uCs: 18 ctrlcode ops, 2 jobs, 2 pages, 20 words written (1 uC-DMA transfers); array: 2 DMA tasks, 8 words moved by DMAs, 0 core ops
; RUN: FileCheck %s < %t.log
; CHECK: tile (0, 2) MM2S 0: DMA_MM2S_DONE bd=1
; CHECK-NEXT: tile (0, 2) MM2S 0: DMA_MM2S_0_FINISHED_TASK
; CHECK-NEXT: tile (0, 2) MM2S 0: TCT tile_id=0x2 actor=6
; CHECK-NEXT: tile (0, 2) MM2S 0: DMA_MM2S_IDLE bd=1
; CHECK: tile (0, 2) S2MM 0: DMA_S2MM_DONE bd=0
; CHECK-NEXT: tile (0, 2) S2MM 0: DMA_S2MM_0_FINISHED_BD
; CHECK-NEXT: tile (0, 2) S2MM 0: DMA_S2MM_0_FINISHED_TASK
; CHECK-NEXT: tile (0, 2) S2MM 0: TCT tile_id=0x2 actor=0
; CHECK-NEXT: tile (0, 2) S2MM 0: DMA_S2MM_IDLE bd=0
; CHECK: {{^ +}}10{{[0-9][0-9]}} uC 0 WAIT_TCTS job 0: 1 token(s) of tile (0, 2) actor 6
; CHECK-NEXT: uC 0 WAIT_TCTS job 0: 1 token(s) of tile (0, 2) actor 0
; CHECK-NEXT: uC 0 WAIT_TCTS job 0: 0 token(s) of tile (0, 2) actor 6
; CHECK-NEXT: uC 0 SAVE_REGISTER id 1: [0x200800] = 0xb
; CHECK-NEXT: uC 0 SAVE_REGISTER id 2: [0x20080c] = 0xe
;
; One task gives one token: a wait for a second one never ends, and the
; report says how many the job has taken, and that the channel has no task
; left to give one.
; RUN: sed -e 's/^  WAIT_TCTS TILE_0_2, 0, 1$/  WAIT_TCTS TILE_0_2, 0, 2/' %s > %t.two.asm
; RUN: aiec %t.two.asm -o %t.two.elf
; RUN: not aie-sim %t.two.elf 2>&1 | FileCheck %s --check-prefix=TWO
; TWO: aie-sim: deadlock: nothing can progress at cycle {{[0-9]+}}:
; TWO-NEXT: root cause: column 0 job 0 (WAIT_TCTS) waits on a task-complete token of DMA (0, 2) S2MM 0, which only DMA (0, 2) S2MM 0 ends a task with a token, and it has no task
; TWO: column 0 page 0 job 0 pc 0x{{[0-9a-f]+}} WAIT_TCTS: waits for 1 of 2 task-complete token(s) of tile (0, 2) actor 0
; TWO-EMPTY:
;
; Tokens go to the uC of the tile's column only: column 1's wait for the
; MM2S token never ends, even when column 0 leaves it there.
; RUN: sed -e 's/^  WAIT_TCTS TILE_0_2, 6, 1$/  WAIT_TCTS TILE_0_2, 6, 0/' -e 's/^  WAIT_TCTS TILE_0_2, 6, 0 ; column 1$/  WAIT_TCTS TILE_0_2, 6, 1/' %s > %t.col.asm
; RUN: aiec %t.col.asm -o %t.col.elf
; RUN: not aie-sim %t.col.elf 2>&1 | FileCheck %s --check-prefix=COL
; COL: aie-sim: deadlock: nothing can progress at cycle {{[0-9]+}}:
; COL-NEXT: root cause: column 1 job 0 (WAIT_TCTS) waits on a task-complete token of DMA (0, 2) MM2S 0, which only DMA (0, 2) MM2S 0 ends a task with a token, and it has no task
; COL: column 1 page 0 job 0 pc 0x{{[0-9a-f]+}} WAIT_TCTS: waits for 0 of 1 task-complete token(s) of tile (0, 2) actor 6
; COL-EMPTY:

.partition 2column
START_JOB 0
  WRITE_32 0x0023f104, 0x80000000 ; switch: slave DMA 0 enabled
  WRITE_32 0x0023f004, 0x80000001 ; master DMA 0 from slave 1 (DMA 0)
  WRITE_32 0x200400, 11
  WRITE_32 0x200404, 12
  WRITE_32 0x200408, 13
  WRITE_32 0x20040c, 14
  UC_DMA_WRITE_DES_SYNC @bds
  WRITE_32 0x0021de04, 0x80000000 ; S2MM 0 start queue: BD 0, token
  WRITE_32 0x0021de14, 0x80000001 ; MM2S 0 start queue: BD 1, token
  SLEEP 1
  WAIT_TCTS TILE_0_2, 6, 1
  WAIT_TCTS TILE_0_2, 0, 1
  WAIT_TCTS TILE_0_2, 6, 0
  SAVE_REGISTER 0x200800, 1
  SAVE_REGISTER 0x20080c, 2
END_JOB
EOF
bds:
  UC_DMA_BD 0, 0x0021d000, @bd0, 6, 0, 1
  UC_DMA_BD 0, 0x0021d020, @bd1, 6, 0, 0
bd0: ; 4 words to 0x800
  .long 0x00800004
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
  .long 0x02000000
.attach_to_group 1
START_JOB 0
  WAIT_TCTS TILE_0_2, 6, 0 ; column 1
END_JOB
EOF
