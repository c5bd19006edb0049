// Control code with nothing to run: an empty runtime sequence, a design
// without one, and two empty sequences. Each compiles to an ELF that aiec
// reads back (loader, disassembler, lift) and aie-sim runs.
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aie-sim %t.elf | FileCheck %s --check-prefix=NOTHING
// RUN: aie-sim %s | FileCheck %s --check-prefix=NOTHING
// NOTHING: aie-sim: {{[0-9]+}} cycles; uCs: 0 ctrlcode ops, 0 jobs, 0 pages
// RUN: aiec %t.elf --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM-NOT: START_JOB
// RUN: aiec %t.elf --emit=mlir | FileCheck %s --check-prefix=LIFT
// LIFT: aie.device(npu1) {
// LIFT-NEXT: }
// No runtime sequence: the configuration job alone; the core runs.
// RUN: aiec %S/Inputs/no-runtime-sequence.mlir --emit=ctrl-elf -o %t.none.elf
// RUN: aie-sim %t.none.elf --cores %S/Inputs/no-runtime-sequence.mlir | FileCheck %s --check-prefix=CONFIG
// CONFIG: aie-sim: {{[0-9]+}} cycles; uCs: {{[0-9]+}} ctrlcode ops, 1 jobs, 1 pages, {{.*}} 1 core ops
// Two empty sequences: the ELF still lists both, so either can be run.
// RUN: aiec %S/Inputs/empty-runtime-sequences.mlir --emit=ctrl-elf -o %t.two.elf
// RUN: aie-sim %t.two.elf --sequence second --sequence first | FileCheck %s --check-prefix=TWO
// TWO: aie-sim: sequence second ended at cycle
// TWO-NEXT: aie-sim: sequence first ended at cycle
// TWO-NEXT: 0 jobs, 0 pages
// RUN: aiec %S/Inputs/empty-runtime-sequences.mlir --emit=ctrl-asm | FileCheck %s --check-prefix=NOTE
// NOTE: ; aiec: entry main first
// NOTE-NEXT: ; aiec: kernel main second
// NOTE-NEXT: ; aiec: kernel-arg 16 i32
aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.runtime_sequence() {
  }
}
