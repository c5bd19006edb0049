; REL_ACQ_SYNC as a barrier across uCs (aiebu's release-acquire pattern on
; a lock of tile (0, 2)): each column releases one unit of lock 5 and waits
; until it reads 2 (acquire-equal, which leaves it there), so column 0
; reads the word column 1 wrote before the barrier. The next barrier uses
; lock 6: taking lock 5's units back at once could let a fast column take
; its unit before the slow one saw 2.
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf --trace-text %t.log
; RUN: FileCheck %s < %t.log
; A third party that never comes: the acquire waits forever, and the report
; says on what.
; RUN: sed -e 's/0x00241608$/0x0024160c/' %s > %t.bad.asm
; RUN: aiec %t.bad.asm -o %t.bad.elf
; RUN: not aie-sim %t.bad.elf 2>&1 | FileCheck %s --check-prefix=STUCK
; STUCK: the lock acquire at 0x24160c (REL_ACQ_SYNC, the release at 0x241404 done)

.partition 2column
START_JOB 0
  REL_ACQ_SYNC 0x00241404, 0x00241608
  SAVE_REGISTER 0x2200000, 1
  REL_ACQ_SYNC 0x00241804, 0x00241a08
  SAVE_REGISTER 0x21f050, 2
END_JOB
EOF
.attach_to_group 1
START_JOB 0
  SLEEP 1
  WRITE_32 0x2200000, 42
  REL_ACQ_SYNC 0x00241404, 0x00241608
  REL_ACQ_SYNC 0x00241804, 0x00241a08
END_JOB
EOF

; CHECK: uC 0 SAVE_REGISTER id 1: [0x2200000] = 0x2a
; CHECK: uC 0 SAVE_REGISTER id 2: [0x21f050] = 0x2
