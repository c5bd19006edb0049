// Every shipped example compiles to a control-code ELF through the default
// pipeline, the ELF disassembles, compiling is deterministic, and the asm
// aiec prints assembles to the same ELF (its `; aiec:` lines carry the note).
// RUN: aiec %S/../../examples/passthrough/design.mlir --emit=ctrl-elf -o %t.pt.elf
// RUN: aiec %t.pt.elf | FileCheck %s --check-prefix=ONE
// RUN: aiec %S/../../examples/add_one/design.mlir --emit=ctrl-elf -o %t.add.elf
// RUN: aiec %t.add.elf | FileCheck %s --check-prefix=ONE
// RUN: aiec %S/../../examples/dma_passthrough/design.mlir --emit=ctrl-elf -o %t.dma.elf
// RUN: aiec %t.dma.elf | FileCheck %s --check-prefix=ONE
// RUN: aiec %S/../../examples/broadcast/design.mlir --emit=ctrl-elf -o %t.bc.elf
// RUN: aiec %t.bc.elf | FileCheck %s --check-prefix=ONE
// RUN: aiec %S/../../examples/distribute_join/design.mlir --emit=ctrl-elf -o %t.dj.elf
// RUN: aiec %t.dj.elf | FileCheck %s --check-prefix=ONE
// RUN: aiec %S/../../examples/packet_fan_in/design.mlir --emit=ctrl-elf -o %t.pkt.elf
// RUN: aiec %t.pkt.elf | FileCheck %s --check-prefix=ONE
// RUN: aiec %S/../../examples/iron_passthrough/design.mlir --emit=ctrl-elf -o %t.iron.elf
// RUN: aiec %t.iron.elf | FileCheck %s --check-prefix=ONE
// RUN: aiec %S/../../examples/iron_pipeline/design.mlir --emit=ctrl-elf -o %t.ironpipe.elf
// RUN: aiec %t.ironpipe.elf | FileCheck %s --check-prefix=ONE
// RUN: aiec %S/../../examples/two_columns/design.mlir --emit=ctrl-elf -o %t.two.elf
// RUN: aiec %t.two.elf | FileCheck %s --check-prefix=TWO
// RUN: aiec %S/../../examples/npu2_all_columns/design.mlir --emit=ctrl-elf -o %t.npu2.elf
// RUN: aiec %t.npu2.elf | FileCheck %s --check-prefix=NPU2
// RUN: aiec %S/../../examples/npu2_all_columns/design.mlir --emit=ctrl-elf -o %t.npu2.again.elf
// RUN: cmp %t.npu2.elf %t.npu2.again.elf
// RUN: aiec %S/../../examples/add_one/design.mlir --emit=ctrl-asm -o %t.add.asm
// RUN: aiec %t.add.asm -o %t.add.from-asm.elf
// RUN: cmp %t.add.elf %t.add.from-asm.elf
// RUN: FileCheck %s --check-prefix=NOTE < %t.add.asm

// One column: the configuration job, then the runtime sequence's job, each
// on its own page (the job-runner runs a column's pages in order).
// ONE:      ; page 0.0
// ONE-NEXT: START_JOB 1
// ONE:      END_JOB
// ONE-NEXT: .eop
// ONE-NEXT: ; page 0.1
// ONE-NEXT: START_JOB 2
// ONE:      WAIT_TCTS
// ONE-NEXT: END_JOB
// ONE-NOT:  attach_to_group 1

// Independent columns need no barrier.
// TWO-NOT:  REMOTE_BARRIER
// TWO:      .attach_to_group 1
// TWO-NOT:  REMOTE_BARRIER

// NPU2:     .attach_to_group 0
// NPU2:     .attach_to_group 7
// NPU2-NOT: .attach_to_group 8

// NOTE:      ; aiec: device npu1
// NOTE-NEXT: ; aiec: arg 256 i32
// NOTE-NEXT: ; aiec: arg 256 i32
// NOTE-NEXT: ; aiec: config 0 1
