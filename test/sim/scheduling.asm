; Scheduling of a column's jobs and remote barriers across three columns.
; Column 0, page 0: job 0 yields after SAVE_TIMESTAMPS 1, so job 1 runs;
; job 1 goes on through a NOP (which does not yield) and local barriers for
; 1 and 0 jobs (which pass at once) to its end before job 0 continues. The
; deferred job 2 is never launched: the page ends without it.
; Page 1: remote barrier $rb3 of columns 0..2, met twice; column 2 comes
; last each time (SLEEP), so column 0 passes only after column 2's
; SAVE_TIMESTAMPS 30.
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf --trace-text %t.log | FileCheck %s --check-prefix=SUM
; SUM: aie-sim: {{[0-9]+}} cycles; uCs: 26 ctrlcode ops, 5 jobs, 4 pages, 0 words written (0 uC-DMA transfers)
; RUN: FileCheck %s < %t.log
; CHECK: {{^ +}}0 uC 0 SAVE_TIMESTAMPS id 1
; CHECK: {{^ +}}2 uC 0 SAVE_TIMESTAMPS id 2
; CHECK-NEXT: {{^ +}}4 uC 0 LOCAL_BARRIER $lb0: 1 jobs met
; CHECK-NEXT: {{^ +}}5 uC 0 LOCAL_BARRIER $lb1: 0 jobs met
; CHECK-NEXT: {{^ +}}6 uC 0 SAVE_TIMESTAMPS id 5
; CHECK-NEXT: {{^ +}}8 uC 0 SAVE_TIMESTAMPS id 3
; CHECK: {{^ +}}1001 uC 1 SAVE_TIMESTAMPS id 20
; CHECK-NEXT: {{^ +}}2001 uC 2 REMOTE_BARRIER $rb3: columns 0x7 met
; Column 0 ran before column 2 in that quantum: it passes in the next one.
; CHECK-NEXT: {{^ +}}2049 uC 0 SAVE_TIMESTAMPS id 10
; CHECK-NEXT: {{^ +}}3003 uC 2 SAVE_TIMESTAMPS id 30
; CHECK-NEXT: {{^ +}}3004 uC 2 REMOTE_BARRIER $rb3: columns 0x7 met
; CHECK-NEXT: {{^ +}}3009 uC 0 SAVE_TIMESTAMPS id 11
;
; A local barrier for 3 jobs that only one reaches: a deadlock; the report
; lists the waiting job with the barrier's count, the deferred job that was
; never launched, and columns 1 and 2 at the remote barrier column 0 never
; reaches.
; RUN: sed -e 's/^  LOCAL_BARRIER $lb0, 1$/  LOCAL_BARRIER $lb0, 3/' %s > %t.lb.asm
; RUN: aiec %t.lb.asm -o %t.lb.elf
; RUN: not aie-sim %t.lb.elf 2>&1 | FileCheck %s --check-prefix=LB
; LB: aie-sim: deadlock: nothing can progress at cycle {{[0-9]+}}:
; LB-NEXT: column 0 page 0 job 1 pc 0x{{[0-9a-f]+}} LOCAL_BARRIER: waits for local barrier $lb0: 1 of 3 jobs there
; LB-NEXT: column 0 page 0 job 2 pc 0x{{[0-9a-f]+}} WRITE_32: waits for never launched (START_JOB_DEFERRED)
; LB-NEXT: column 1 page 0 job 0 pc 0x{{[0-9a-f]+}} REMOTE_BARRIER: waits for remote barrier $rb3: columns 0x6 of 0x7 there
; LB-NEXT: column 2 page 0 job 0 pc 0x{{[0-9a-f]+}} REMOTE_BARRIER: waits for remote barrier $rb3: columns 0x6 of 0x7 there
; LB-EMPTY:

.partition 3column
START_JOB 0
  SAVE_TIMESTAMPS 1
  YIELD
  SAVE_TIMESTAMPS 3
END_JOB
START_JOB 1
  SAVE_TIMESTAMPS 2
  NOP
  LOCAL_BARRIER $lb0, 1
  LOCAL_BARRIER $lb1, 0
  SAVE_TIMESTAMPS 5
END_JOB
START_JOB_DEFERRED 2
  WRITE_32 0x200000, 1
END_JOB
.eop
START_JOB 0
  REMOTE_BARRIER $rb3, 0x7
  SAVE_TIMESTAMPS 10
  REMOTE_BARRIER $rb3, 0x7
  SAVE_TIMESTAMPS 11
END_JOB
EOF
.attach_to_group 1
START_JOB 0
  SLEEP 1
  SAVE_TIMESTAMPS 20
  REMOTE_BARRIER $rb3, 0x7
  REMOTE_BARRIER $rb3, 0x7
END_JOB
EOF
.attach_to_group 2
START_JOB 0
  SLEEP 2
  REMOTE_BARRIER $rb3, 0x7
  SLEEP 1
  SAVE_TIMESTAMPS 30
  REMOTE_BARRIER $rb3, 0x7
END_JOB
EOF
