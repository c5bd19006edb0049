// An input that never ends (a pipe, a device) is read only up to a bound:
// 1 GiB for a design, an ELF, asm and its includes; an argument's size for
// aie-sim's --input and --expect. Then an error, never a read until memory
// runs out.
// RUN: not aiec /dev/zero -o %t.mlir 2>&1 | FileCheck %s --check-prefix=DESIGN
// RUN: not test -e %t.mlir
// RUN: not aie-sim %s --input 0=/dev/zero 2>&1 | FileCheck %s --check-prefix=INPUT
// RUN: printf 'START_JOB 0\n  NOP\nEND_JOB\nEOF\n' > %t.asm
// RUN: aiec %t.asm -o %t.elf
// RUN: not aie-sim %t.elf --input 0=/dev/zero --max-memory 4096 2>&1 | FileCheck %s --check-prefix=MEMORY
// RUN: not aie-sim %s --expect 0=/dev/zero 2>&1 | FileCheck %s --check-prefix=EXPECT
// DESIGN: aiec: error: cannot read '/dev/zero': larger than 1073741824 bytes, the most an input may hold
// INPUT: aie-sim: error: --input 0: '/dev/zero' has more than 64 bytes; argument 0 has 64
// MEMORY: aie-sim: error: the runtime-sequence arguments take more than --max-memory=4096 bytes (argument 0 has more than 4096)
// EXPECT: aie-sim: --expect 0: argument 0 has 64 bytes, the file 65
// EXPECT: MISMATCH with /dev/zero
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
  }
}
