; Runs that cannot finish: a POLL_32 that never matches and a WAIT_TCTS
; without tokens give the deadlock report (exit 2) naming column, page, job,
; pc and what each waits for; a long SLEEP hits --max-cycles (exit 2).
; RUN: aiec %s -o %t.elf
; RUN: not aie-sim %t.elf 2>&1 | FileCheck %s
; CHECK: aie-sim: deadlock: nothing can progress at cycle {{[0-9]+}}:
; CHECK-DAG: column 0 page 0 job 0 pc 0x{{[0-9a-f]+}} POLL_32: waits for address 0x200000 & 0xffffffff to read 0x1
; CHECK-DAG: column 0 page 0 job 1 pc 0x{{[0-9a-f]+}} WAIT_TCTS: waits for 0 of 2 task-complete token(s) of tile (0, 0) actor 6
; RUN: sed -e 's/^  POLL_32 .*/  SLEEP 1000/' %s > %t.sleep.asm
; RUN: aiec %t.sleep.asm -o %t.sleep.elf
; RUN: not aie-sim %t.sleep.elf --max-cycles 5000 2>&1 | FileCheck %s --check-prefix=MAX
; MAX: aie-sim: --max-cycles reached at cycle 5056:
; MAX: column 0 page 0 job 0 pc 0x{{[0-9a-f]+}} END_JOB: waits for its turn (runnable)
; MAX: column 0 page 0 job 1 pc 0x{{[0-9a-f]+}} WAIT_TCTS: waits for 0 of 2 task-complete token(s) of tile (0, 0) actor 6

START_JOB 0
  POLL_32 0x200000, 1
END_JOB
START_JOB 1
  WAIT_TCTS TILE_0_0, 6, 2
END_JOB
EOF
