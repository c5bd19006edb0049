; Remote barriers order columns: column 1 sleeps, writes 42 and meets
; column 0 at remote barrier 1; column 0 reads the word only after the
; barrier, so it sees 42. Local barriers and deferred jobs: job 0 launches
; job 1 and both meet at local barrier 2 before job 1 writes; YIELD lets the
; other job run.
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf --trace-text %t.log
; RUN: FileCheck %s < %t.log
; A party mask that differs between the columns is an error.
; RUN: sed -e 's/REMOTE_BARRIER $rb1, 0x3$/REMOTE_BARRIER $rb1, 0x7/' %s > %t.bad.asm
; RUN: aiec %t.bad.asm -o %t.bad.elf
; RUN: not aie-sim %t.bad.elf 2>&1 | FileCheck %s --check-prefix=MISMATCH
; MISMATCH: aie-sim: error: column {{[01]}}, page 0, job 0, pc 0x{{[0-9a-f]+}} (REMOTE_BARRIER), cycle {{[0-9]+}}: party mask 0x{{[37]}}, but a column already waits there with 0x{{[37]}}

.partition 2column
START_JOB 0
  LAUNCH_JOB 1
  YIELD
  LOCAL_BARRIER $lb2, 2
  REMOTE_BARRIER $rb1, 0x3
  SAVE_REGISTER 0x2200000, 1
  SAVE_REGISTER 0x200010, 3
END_JOB
START_JOB_DEFERRED 1
  LOCAL_BARRIER $lb2, 2
  WRITE_32 0x200010, 5
END_JOB
EOF
.attach_to_group 1
START_JOB 0
  SLEEP 1
  WRITE_32 0x2200000, 42
  REMOTE_BARRIER $rb1, 0x3 ; column 1
END_JOB
EOF

; CHECK: uC 0 SAVE_REGISTER id 1: [0x2200000] = 0x2a
; CHECK: uC 0 SAVE_REGISTER id 3: [0x200010] = 0x5
