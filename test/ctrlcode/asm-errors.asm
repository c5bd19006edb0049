; Every assembler error: a diagnostic with file:line:col, the source line,
; a caret and (where useful) a help line; exit status 1 and no output file.
; The inputs are in Inputs/errors/.

; RUN: rm -f %t.elf
; RUN: not aiec %S/Inputs/errors/barrier.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=BARRIER
; RUN: not aiec %S/Inputs/errors/uc-index.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=UC_INDEX
; RUN: not aiec %S/Inputs/errors/bd-length.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=BD_LENGTH
; RUN: not aiec %S/Inputs/errors/code-in-data.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=CODE_IN_DATA
; RUN: not aiec %S/Inputs/errors/count.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: not aiec %S/Inputs/errors/cycle.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=CYCLE
; RUN: not aiec %S/Inputs/errors/data-in-code.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=DATA_IN_CODE
; RUN: not aiec %S/Inputs/errors/directive.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=DIRECTIVE
; RUN: not aiec %S/Inputs/errors/duplicate.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=DUPLICATE
; RUN: not aiec %S/Inputs/errors/duplicate-job.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=DUPLICATE_JOB
; RUN: not aiec %S/Inputs/errors/endl.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=ENDL
; RUN: not aiec %S/Inputs/errors/eof-in-job.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=EOF_IN_JOB
; RUN: not aiec %S/Inputs/errors/eop-barrier.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=EOP_BARRIER
; RUN: not aiec %S/Inputs/errors/group.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=GROUP
; RUN: not aiec %S/Inputs/errors/kind.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=KIND
; RUN: not aiec %S/Inputs/errors/launch.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=LAUNCH
; RUN: not aiec %S/Inputs/errors/missing-include.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=MISSING_INCLUDE
; RUN: not aiec %S/Inputs/errors/missing-pad.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=MISSING_PAD
; RUN: not aiec %S/Inputs/errors/negative.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=NEGATIVE
; RUN: not aiec %S/Inputs/errors/nesting.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=NESTING
; RUN: not aiec %S/Inputs/errors/no-end.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=NO_END
; RUN: not aiec %S/Inputs/errors/not-pad.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=NOT_PAD
; RUN: not aiec %S/Inputs/errors/outside.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=OUTSIDE
; RUN: not aiec %S/Inputs/errors/pad-without-code.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=PAD_WITHOUT_CODE
; RUN: not aiec %S/Inputs/errors/register.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=REGISTER
; RUN: not aiec %S/Inputs/errors/short-bd.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=SHORT_BD
; RUN: not aiec %S/Inputs/errors/sync-operand.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=SYNC_OPERAND
; RUN: not aiec %S/Inputs/errors/target.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=TARGET
; RUN: not aiec %S/Inputs/errors/three-groups.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=THREE_GROUPS
; RUN: not aiec %S/Inputs/errors/too-big.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=TOO_BIG
; RUN: not aiec %S/Inputs/errors/undefined.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=UNDEFINED
; RUN: not aiec %S/Inputs/errors/unknown-op.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=UNKNOWN_OP
; RUN: not aiec %S/Inputs/errors/wide.asm -o %t.elf 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: not test -e %t.elf
; RUN: not aiec %S/Inputs/errors/outside.asm 2>&1 | FileCheck %s --check-prefix=STDOUT
; RUN: not aiec %S/Inputs/errors/outside.asm --emit=mlir 2>&1 | FileCheck %s --check-prefix=EMIT

; STDOUT: aiec: error: an ELF is written to a file: give -o FILE
; EMIT: aiec: error: '{{.*}}outside.asm': --emit=mlir needs MLIR input; assembly can be emitted as ctrl-elf, ctrl-hex or ctrl-asm

; BARRIER: {{.*}}barrier.asm:2:17: error: local_barrier_id: '$lb16' is not a barrier: $lb0..$lb15

; BD_LENGTH: {{.*}}bd-length.asm:6:33: error: 40000 does not fit in 15 bits
; BD_LENGTH: help: a 15-bit field holds 0 to 0x7fff

; CODE_IN_DATA: {{.*}}code-in-data.asm:4:3: error: NOP in the data part
; CODE_IN_DATA: help: code goes before EOF; start more code with `.section .ctrltext`

; COUNT: {{.*}}count.asm:2:3: error: WRITE_32 takes 2 operands, not 1
; COUNT: help: operands: address, value

; CYCLE: {{.*}}cycle.asm:1:10: error: include cycle: '{{.*}}cycle.asm' includes itself
; CYCLE: help: include chain: {{.*}}cycle.asm -> {{.*}}cycle.asm

; DATA_IN_CODE: {{.*}}data-in-code.asm:1:3: error: .long in code
; DATA_IN_CODE: help: data goes after EOF, under a label

; DIRECTIVE: {{.*}}directive.asm:1:1: error: unknown directive '.bogus'
; DIRECTIVE: help: directives are .long, .align, .section, .include, .eop, .endl, .attach_to_group, .setpad, .target, .partition

; DUPLICATE: {{.*}}duplicate.asm:7:1: error: duplicate label 'w'
; DUPLICATE: {{.*}}duplicate.asm:5:1: note: first defined here

; DUPLICATE_JOB: {{.*}}duplicate-job.asm:5:1: error: job 3 appears twice on page 0 of column 0
; DUPLICATE_JOB: help: give each job of a page its own id, or end the page between them with .eop
; DUPLICATE_JOB: {{.*}}duplicate-job.asm:2:1: note: the first job with this id

; ENDL: {{.*}}endl.asm:5:7: error: '.endl inner' does not close the innermost group 'outer'

; EOF_IN_JOB: {{.*}}eof-in-job.asm:3:1: error: EOF inside job 0
; EOF_IN_JOB: help: end the job with END_JOB before EOF
; EOF_IN_JOB: {{.*}}eof-in-job.asm:1:1: note: the job starts here

; EOP_BARRIER: {{.*}}eop-barrier.asm:5:1: error: job 1 shares local barrier 0 with job 0 across an .eop
; EOP_BARRIER: help: jobs that meet at a local barrier must be on one page: remove the .eop between them
; EOP_BARRIER: {{.*}}eop-barrier.asm:1:1: note: the other job

; GROUP: {{.*}}group.asm:2:15: error: no text-label group 'pdi' in column 0
; GROUP: help: a code label `name:` opens a group; LOAD_PDI, LOAD_CORES and PREEMPT name groups

; KIND: {{.*}}kind.asm:2:15: error: wait_handle: expected a register ($r0..$r23 or $g0..$g15), found '5'

; LAUNCH: {{.*}}launch.asm:2:14: error: LAUNCH_JOB names job 9, which this group does not define
; LAUNCH: help: define the launched job (usually START_JOB_DEFERRED) in the same file and group

; MISSING_INCLUDE: {{.*}}missing-include.asm:1:10: error: file 'nowhere.asm' not found in the include path ({{.*}})

; MISSING_PAD: {{.*}}missing-pad.asm:1:12: error: file 'nowhere.bin' not found in the include path ({{.*}})

; PAD_WITHOUT_CODE: {{.*}}pad-without-code.asm:1:9: error: column 0 has a pad buffer but no code
; PAD_WITHOUT_CODE: help: a pad belongs to a column's control code: add its jobs, or drop the .setpad

; NEGATIVE: {{.*}}negative.asm:2:12: error: address: expected a 32-bit constant, found '-1'
; NEGATIVE: help: address holds 0 to 0xffffffff

; Each code label opens a group in the one before: at most 64 are open.
; NESTING-NOT: nesting.asm:63:
; NESTING: {{.*}}nesting.asm:64:1: error: code label 'g63' nests groups more than 64 deep
; NESTING-NEXT: g63:
; NESTING-NEXT: ^~~
; NESTING-NEXT: help: a code label opens a group inside the current one until `.endl NAME` closes it

; NO_END: {{.*}}no-end.asm:1:1: error: job 0 has no END_JOB
; NO_END: help: end every job with END_JOB

; NOT_PAD: {{.*}}not-pad.asm:2:30: error: 'nopad' is not a pad buffer of column 0
; NOT_PAD: help: declare it with `.setpad NAME, WORDS` or `.setpad NAME, FILE`

; OUTSIDE: {{.*}}outside.asm:1:1: error: WRITE_32 outside a job
; OUTSIDE: help: operations run inside START_JOB <id> ... END_JOB

; REGISTER: {{.*}}register.asm:2:7: error: dest: '$r24' is not a register: registers are $r0..$r23 and $g0..$g15

; SHORT_BD: {{.*}}short-bd.asm:3:30: error: the shim BD to patch (9 words at the table pointer) is not in this page's data
; SHORT_BD: help: point APPLY_OFFSET_57 at a data label holding the 9-word shim BD

; SYNC_OPERAND: {{.*}}sync-operand.asm:2:3: error: UC_DMA_WRITE_DES_SYNC takes 1 operand, not 2
; SYNC_OPERAND: help: UC_DMA_WRITE_DES_SYNC takes only the descriptor (@label); UC_DMA_WRITE_DES $rN, @label is the form with a wait handle

; TARGET: {{.*}}target.asm:1:9: error: unsupported target 'aie4'
; TARGET: help: aiec assembles control code for aie2ps
; TARGET: {{.*}}target.asm:2:12: error: bad partition '3cols'
; TARGET: help: write Ncolumn (e.g. 4column) or Ncore:Mmem (e.g. 2core:6mem)

; THREE_GROUPS: {{.*}}three-groups.asm:4:15: error: page 0 of column 0 references a third out-of-order group 'c'
; THREE_GROUPS: help: a page header holds two LOAD_PDI/LOAD_CORES/PREEMPT targets: put these operations in separate pages (.eop)

; TOO_BIG: {{.*}}too-big.asm:1:1: error: job 0 needs 8432 bytes of code and data with its partners, more than a page (8192 bytes with header and EOF)
; TOO_BIG: help: split the job, or move data out of its uC-DMA transfers

; UNDEFINED: {{.*}}undefined.asm:2:25: error: undefined label 'nowhere'
; UNDEFINED: help: data labels are defined after EOF, in the same file as their references

; UNKNOWN_OP: {{.*}}unknown-op.asm:2:3: error: unknown ctrlcode operation 'WRITE_33'
; UNKNOWN_OP: help: operations are listed in docs/ctrlcode-isa.md (`aiec --print-isa=json`); directives are .long, .align, .section, .include, .eop, .endl, .attach_to_group, .setpad, .target, .partition

; WIDE: {{.*}}wide.asm:2:23: error: num_participants: 256 does not fit in 8 bits
; WIDE: help: num_participants holds 0 to 0xff

; UC_INDEX: uc-index.asm:1:18: error: uC index out of range (0 to 127)
; UC_INDEX: help: `.attach_to_group N` names the uC of column N: 0 to 127
