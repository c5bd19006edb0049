; Job-runner errors stop the run with exit status 1 and name the column,
; page, job, pc (body offset in the page), operation and cycle. The program
; below runs; each variant puts one bad operation at a marker (`NOP ; X`).
; RUN: aiec %s -o %t.elf
; RUN: aie-sim %t.elf | FileCheck %s --check-prefix=OK
; OK: aie-sim: {{[0-9]+}} cycles; uCs: 13 ctrlcode ops, 4 jobs, 3 pages, 1 words written (1 uC-DMA transfers)
;
; WRITE_32_D with a register operand above $r23 (flags 0: both registers).
; RUN: sed -e 's/^  NOP ; A$/  WRITE_32_D 0, 24, 1/' %s > %t.reg.asm
; RUN: aiec %t.reg.asm -o %t.reg.elf
; RUN: not aie-sim %t.reg.elf --trace-text %t.reg.log 2>&1 | FileCheck %s --check-prefix=REG
; REG: aie-sim: error: column 0, page 0, job 0, pc 0x28 (WRITE_32_D), cycle 66: names a register above $r23
; The trace of a run that stops on an error is still written.
; RUN: FileCheck %s --check-prefix=REGLOG < %t.reg.log
; REGLOG: {{^ +}}0 uC 0 SAVE_TIMESTAMPS id 1
; REGLOG: {{^ +}}3 uC 0 UC_DMA job 0 chain 0x{{[0-9a-f]+}}: 1 BDs, 1 words (1 cycles)
;
; WAIT_UC_DMA on a register that holds no handle: the first transfer's
; handle is 1 ($r4), $r3 holds 2.
; RUN: sed -e 's/^  NOP ; A$/  WAIT_UC_DMA $r3/' %s > %t.handle.asm
; RUN: aiec %t.handle.asm -o %t.handle.elf
; RUN: not aie-sim %t.handle.elf 2>&1 | FileCheck %s --check-prefix=HANDLE
; HANDLE: aie-sim: error: column 0, page 0, job 0, pc 0x28 (WAIT_UC_DMA), cycle 66: the register holds 0x2, which is no uC-DMA wait handle of this column
;
; A local barrier id above 15 (the assembler refuses $lb16, not 16).
; RUN: sed -e 's/^  NOP ; A$/  LOCAL_BARRIER 16, 1/' %s > %t.lb.asm
; RUN: aiec %t.lb.asm -o %t.lb.elf
; RUN: not aie-sim %t.lb.elf 2>&1 | FileCheck %s --check-prefix=LB
; LB: aie-sim: error: column 0, page 0, job 0, pc 0x28 (LOCAL_BARRIER), cycle 66: local barrier 16 is not $lb0..$lb15
;
; LAUNCH_JOB of a job launched already.
; RUN: sed -e 's/^  NOP ; A$/  LAUNCH_JOB 1/' %s > %t.launch.asm
; RUN: aiec %t.launch.asm -o %t.launch.elf
; RUN: not aie-sim %t.launch.elf 2>&1 | FileCheck %s --check-prefix=LAUNCH
; LAUNCH: aie-sim: error: column 0, page 0, job 0, pc 0x28 (LAUNCH_JOB), cycle 66: job 1 is not a START_JOB_DEFERRED job waiting to be launched
;
; Two jobs of one column at a remote barrier: job 0 waits there (column 1
; never comes), then the launched job 1 arrives.
; RUN: sed -e 's/^  NOP ; [AB]$/  REMOTE_BARRIER $rb5, 0x3/' %s > %t.twice.asm
; RUN: aiec %t.twice.asm -o %t.twice.elf
; RUN: not aie-sim %t.twice.elf 2>&1 | FileCheck %s --check-prefix=TWICE
; TWICE: aie-sim: error: column 0, page 0, job 1, pc 0x3c (REMOTE_BARRIER), cycle 66: a second job of this column at the remote barrier (one job per column takes part)
;
; A party mask without the job's own column (column 1, mask 0x1).
; RUN: sed -e 's/^  NOP ; D$/  REMOTE_BARRIER $rb0, 0x1/' %s > %t.party.asm
; RUN: aiec %t.party.asm -o %t.party.elf
; RUN: not aie-sim %t.party.elf 2>&1 | FileCheck %s --check-prefix=PARTY
; PARTY: aie-sim: error: column 1, page 0, job 0, pc 0x8 (REMOTE_BARRIER), cycle 0: party mask 0x1 does not include the job's own column
;
; A symbolic operand (a relocation only the ELF's loader resolves) other
; than an argument's value (arg<n>, from --input) is an error when a job
; reaches it; the never-launched job 2 holds one too.
; RUN: sed -e 's/^  NOP ; C$/  WRITE_32 0x200000, foo/' %s > %t.sym.asm
; RUN: aiec %t.sym.asm -o %t.sym.elf
; RUN: not aie-sim %t.sym.elf 2>&1 | FileCheck %s --check-prefix=SYM
; SYM: aie-sim: error: column 0, page 1, job 3, pc 0x8 (WRITE_32), cycle 70: not simulated: WRITE_32 operand 'value' is the symbol 'foo', whose value the run was not given
;
; LOAD_PDI of a page that starts no text-label group.
; RUN: sed -e 's/^  NOP ; C$/  LOAD_PDI 1, 7/' %s > %t.group.asm
; RUN: aiec %t.group.asm -o %t.group.elf
; RUN: not aie-sim %t.group.elf 2>&1 | FileCheck %s --check-prefix=GROUP
; GROUP: aie-sim: error: column 0, page 1, job 3, pc 0x8 (LOAD_PDI), cycle 70: page 7 starts no text-label group
;
; A uC-DMA chain and an APPLY_OFFSET_57 table outside the page's data.
; RUN: sed -e 's/^  NOP ; C$/  UC_DMA_WRITE_DES_SYNC 0x1000/' %s > %t.chain.asm
; RUN: aiec %t.chain.asm -o %t.chain.elf
; RUN: not aie-sim %t.chain.elf 2>&1 | FileCheck %s --check-prefix=CHAIN
; CHAIN: aie-sim: error: column 0, page 1, job 3, pc 0x8 (UC_DMA_WRITE_DES_SYNC), cycle 70: .ctrldata.0.1+0x0: 0x10 bytes at body offset 0x1000 are not in the page's data
; RUN: sed -e 's/^  NOP ; C$/  APPLY_OFFSET_57 0x1000, 1, 0xFFFF/' %s > %t.table.asm
; RUN: aiec %t.table.asm -o %t.table.elf
; RUN: not aie-sim %t.table.elf 2>&1 | FileCheck %s --check-prefix=TABLE
; TABLE: aie-sim: error: column 0, page 1, job 3, pc 0x8 (APPLY_OFFSET_57), cycle 70: .ctrldata.0.1+0x0: 0x24 bytes at body offset 0x1000 are not in the page's data
;
; A fault of the array model (a start-queue push of an invalid BD) is an
; error too.
; RUN: sed -e 's/^  NOP ; C$/  WRITE_32 0x21de14, 5/' %s > %t.fault.asm
; RUN: aiec %t.fault.asm -o %t.fault.elf
; RUN: not aie-sim %t.fault.elf 2>&1 | FileCheck %s --check-prefix=FAULT
; FAULT: aie-sim: error: DMA (0, 2) MM2S 0 BD 5: the BD is not valid (Valid_BD is 0)

.partition 2column
START_JOB 0
  SAVE_TIMESTAMPS 1
  MOV $r3, 2
  UC_DMA_WRITE_DES $r4, @one
  WAIT_UC_DMA $r4
  LAUNCH_JOB 1
  NOP ; A
END_JOB
START_JOB_DEFERRED 1
  NOP ; B
END_JOB
.eop
START_JOB 3
  NOP ; C
END_JOB
START_JOB_DEFERRED 2
  WRITE_32 0x200000, bar
END_JOB
EOF
one:
  UC_DMA_BD 0, 0x200000, @w, 1, 0, 0
w:
  .long 5
.attach_to_group 1
START_JOB 0
  NOP ; D
END_JOB
EOF
