// aie-sim takes the compiler's pass flags for an MLIR design: a pass of the
// default pipeline runs with the options given (here basic-sequential buffer
// allocation, which puts the core's buffers right after its stack instead of
// one per bank), and the design still computes its expected output.
// RUN: aie-sim %S/../../examples/add_one/design.mlir --trace-text %t.default.log | FileCheck %s --check-prefix=SUM
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.default.log
// RUN: aie-sim %S/../../examples/add_one/design.mlir --aie-assign-buffer-addresses=alloc-scheme=basic-sequential --trace-text %t.seq.log --input 0=%S/../../examples/add_one/input0.bin --expect 1=%S/../../examples/add_one/expected1.bin | FileCheck %s --check-prefix=MATCH
// RUN: FileCheck %s --check-prefix=SEQUENTIAL < %t.seq.log
// SUM: aie-sim: {{[0-9]+}} cycles
// DEFAULT: tile (0, 2) S2MM 0: DMA_S2MM_START bd=0 start=0x8000 length=8
// SEQUENTIAL: tile (0, 2) S2MM 0: DMA_S2MM_START bd=0 start=0x440 length=8
// MATCH: matches {{.*}}expected1.bin
//
// A bad pass option is a usage error.
// RUN: not aie-sim %S/../../examples/add_one/design.mlir --aie-assign-buffer-addresses=bogus=1 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: aie-sim: error: --aie-assign-buffer-addresses: no such pass option 'bogus' (options: alloc-scheme, placement-budget)
