; LOAD_PDI runs a text-label group after the current page, then the column
; goes on; a second LOAD_PDI of the same id is skipped; LOAD_LAST_PDI runs
; the last PDI's group again; LOAD_CORES runs its group like LOAD_PDI;
; PREEMPT does nothing (no preemption is requested). SAVE_REGISTER of a
; word each group increments shows the order.
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf --trace-text %t.log
; RUN: FileCheck %s < %t.log
; Before any LOAD_PDI, LOAD_LAST_PDI is an error.
; RUN: sed -e 's/^  LOAD_PDI 1, @pdi$/  LOAD_LAST_PDI/' %s > %t.bad.asm
; RUN: aiec %t.bad.asm -o %t.bad.elf
; RUN: not aie-sim %t.bad.elf 2>&1 | FileCheck %s --check-prefix=NOPDI
; NOPDI: aie-sim: error: column 0, page 0, job 0, pc 0x{{[0-9a-f]+}} (LOAD_LAST_PDI), cycle {{[0-9]+}}: no PDI was loaded before

START_JOB 0
  SAVE_REGISTER 0x200000, 0
  PREEMPT 3, @pdi, @cores
  LOAD_PDI 1, @pdi
END_JOB
.eop
START_JOB 0
  SAVE_REGISTER 0x200000, 1
  LOAD_PDI 1, @pdi
END_JOB
.eop
START_JOB 0
  SAVE_REGISTER 0x200000, 2
  LOAD_LAST_PDI
END_JOB
.eop
START_JOB 0
  SAVE_REGISTER 0x200000, 3
  LOAD_CORES 5, @cores
END_JOB
.eop
START_JOB 0
  SAVE_REGISTER 0x200000, 4
END_JOB
EOF
.section .ctrltext
pdi:
START_JOB 0
  READ_32 $r0, 0x200000
  ADD $r0, 1
  WRITE_32_D 1, 0x200000, 0
END_JOB
EOF
.endl pdi
.section .ctrltext
cores:
START_JOB 0
  READ_32 $r0, 0x200000
  ADD $r0, 0x10
  WRITE_32_D 1, 0x200000, 0
END_JOB
EOF
.endl cores

; CHECK: SAVE_REGISTER id 0: [0x200000] = 0x0
; CHECK: SAVE_REGISTER id 1: [0x200000] = 0x1
; CHECK: SAVE_REGISTER id 2: [0x200000] = 0x1
; CHECK: SAVE_REGISTER id 3: [0x200000] = 0x2
; CHECK: SAVE_REGISTER id 4: [0x200000] = 0x12
