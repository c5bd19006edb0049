// Every shipped example simulates end to end (compiled in-process, then the
// ELF runs on the job-runner and the array model) with the example's inputs,
// and every output equals the example's expected file; and once through the
// ELF with --cores, as a user with a built ELF runs it.
// A wrong expectation is reported with indices and exit status 1.
// RUN: aie-sim %S/../../examples/add_one/design.mlir --input 0=%S/../../examples/add_one/input0.bin --expect 1=%S/../../examples/add_one/expected1.bin | FileCheck %s --check-prefix=ADD-ONE
// ADD-ONE: argument 1 = [{{.*}}] (64 × i32): matches {{.*}}expected1.bin
// RUN: aie-sim %S/../../examples/passthrough/design.mlir --input 0=%S/../../examples/passthrough/input0.bin --expect 1=%S/../../examples/passthrough/expected1.bin | FileCheck %s --check-prefix=PASSTHROUGH
// PASSTHROUGH: argument 1 = [{{.*}}] (256 × i32): matches {{.*}}expected1.bin
// RUN: aie-sim %S/../../examples/dma_passthrough/design.mlir --input 0=%S/../../examples/dma_passthrough/input0.bin --expect 1=%S/../../examples/dma_passthrough/expected1.bin | FileCheck %s --check-prefix=DMA-PASSTHROUGH
// DMA-PASSTHROUGH: argument 1 = [{{.*}}] (256 × i32): matches {{.*}}expected1.bin
// RUN: aie-sim %S/../../examples/broadcast/design.mlir --input 0=%S/../../examples/broadcast/input0.bin --expect 1=%S/../../examples/broadcast/expected1.bin | FileCheck %s --check-prefix=BROADCAST
// BROADCAST: argument 1 = [{{.*}}] (192 × i32): matches {{.*}}expected1.bin
// RUN: aie-sim %S/../../examples/distribute_join/design.mlir --input 0=%S/../../examples/distribute_join/input0.bin --expect 1=%S/../../examples/distribute_join/expected1.bin | FileCheck %s --check-prefix=DISTRIBUTE-JOIN
// DISTRIBUTE-JOIN: argument 1 = [{{.*}}] (128 × i32): matches {{.*}}expected1.bin
// RUN: aie-sim %S/../../examples/packet_fan_in/design.mlir --expect 0=%S/../../examples/packet_fan_in/expected0.bin | FileCheck %s --check-prefix=PACKET-FAN-IN
// PACKET-FAN-IN: argument 0 = [{{.*}}] (32 × i32): matches {{.*}}expected0.bin
// RUN: aie-sim %S/../../examples/iron_passthrough/design.mlir --input 0=%S/../../examples/iron_passthrough/input0.bin --expect 1=%S/../../examples/iron_passthrough/expected1.bin | FileCheck %s --check-prefix=IRON-PASSTHROUGH
// IRON-PASSTHROUGH: argument 1 = [{{.*}}] (1024 × i32): matches {{.*}}expected1.bin
// IRON's passthrough returns its input unchanged:
// RUN: aie-sim %S/../../examples/iron_passthrough/design.mlir --input 0=%S/../../examples/iron_passthrough/input0.bin --output 1=%t.iron.out
// RUN: cmp %t.iron.out %S/../../examples/iron_passthrough/input0.bin
// RUN: aie-sim %S/../../examples/iron_pipeline/design.mlir --input 0=%S/../../examples/iron_pipeline/input0.bin --expect 1=%S/../../examples/iron_pipeline/expected1.bin | FileCheck %s --check-prefix=IRON-PIPELINE
// IRON-PIPELINE: argument 1 = [{{.*}}] (256 × i32): matches {{.*}}expected1.bin
// RUN: aie-sim %S/../../examples/two_columns/design.mlir --input 0=%S/../../examples/two_columns/input0.bin --input 1=%S/../../examples/two_columns/input1.bin --expect 2=%S/../../examples/two_columns/expected2.bin --expect 3=%S/../../examples/two_columns/expected3.bin | FileCheck %s --check-prefix=TWO-COLUMNS
// TWO-COLUMNS: argument 2 = [{{.*}}] (64 × i32): matches {{.*}}expected2.bin
// TWO-COLUMNS: argument 3 = [{{.*}}] (64 × i32): matches {{.*}}expected3.bin
// RUN: aie-sim %S/../../examples/npu2_all_columns/design.mlir --input 0=%S/../../examples/npu2_all_columns/input0.bin --input 1=%S/../../examples/npu2_all_columns/input1.bin --input 2=%S/../../examples/npu2_all_columns/input2.bin --input 3=%S/../../examples/npu2_all_columns/input3.bin --input 4=%S/../../examples/npu2_all_columns/input4.bin --input 5=%S/../../examples/npu2_all_columns/input5.bin --input 6=%S/../../examples/npu2_all_columns/input6.bin --input 7=%S/../../examples/npu2_all_columns/input7.bin --expect 8=%S/../../examples/npu2_all_columns/expected8.bin --expect 9=%S/../../examples/npu2_all_columns/expected9.bin --expect 10=%S/../../examples/npu2_all_columns/expected10.bin --expect 11=%S/../../examples/npu2_all_columns/expected11.bin --expect 12=%S/../../examples/npu2_all_columns/expected12.bin --expect 13=%S/../../examples/npu2_all_columns/expected13.bin --expect 14=%S/../../examples/npu2_all_columns/expected14.bin --expect 15=%S/../../examples/npu2_all_columns/expected15.bin | FileCheck %s --check-prefix=NPU2-ALL-COLUMNS
// NPU2-ALL-COLUMNS: argument 8 = [{{.*}}] (256 × i32): matches {{.*}}expected8.bin
// NPU2-ALL-COLUMNS: argument 9 = [{{.*}}] (256 × i32): matches {{.*}}expected9.bin
// NPU2-ALL-COLUMNS: argument 10 = [{{.*}}] (256 × i32): matches {{.*}}expected10.bin
// NPU2-ALL-COLUMNS: argument 11 = [{{.*}}] (256 × i32): matches {{.*}}expected11.bin
// NPU2-ALL-COLUMNS: argument 12 = [{{.*}}] (256 × i32): matches {{.*}}expected12.bin
// NPU2-ALL-COLUMNS: argument 13 = [{{.*}}] (256 × i32): matches {{.*}}expected13.bin
// NPU2-ALL-COLUMNS: argument 14 = [{{.*}}] (256 × i32): matches {{.*}}expected14.bin
// NPU2-ALL-COLUMNS: argument 15 = [{{.*}}] (256 × i32): matches {{.*}}expected15.bin
// Kernels written with the AIE API, built for the host beside the design:
// RUN: aie-sim %S/../../examples/vector_kernels/design.mlir --input 0=%S/../../examples/vector_kernels/input0.bin --input 1=%S/../../examples/vector_kernels/input1.bin --expect 2=%S/../../examples/vector_kernels/expected2.bin --expect 3=%S/../../examples/vector_kernels/expected3.bin | FileCheck %s --check-prefix=VECTOR-KERNELS
// VECTOR-KERNELS: argument 2 = [-525, -513, -500, -488, {{.*}}] (256 × i32): matches {{.*}}expected2.bin
// VECTOR-KERNELS: argument 3 = [-6125, 38, 61, 61, {{.*}}] (256 × i32): matches {{.*}}expected3.bin
// RUN: aiec %S/../../examples/add_one/design.mlir --emit=ctrl-elf -o %t.add_one.elf
// RUN: aie-sim %t.add_one.elf --cores %S/../../examples/add_one/design.mlir --input 0=%S/../../examples/add_one/input0.bin --expect 1=%S/../../examples/add_one/expected1.bin | FileCheck %s --check-prefix=ELF
// ELF: aie-sim: {{[0-9]+}} cycles; uCs: 47 ctrlcode ops, 2 jobs, 2 pages
// ELF: argument 1 = [-246, -239, -232, -225, -218, -211, -204, -197, …] (64 × i32): matches {{.*}}expected1.bin
// RUN: not aie-sim %S/../../examples/add_one/design.mlir --input 0=%S/../../examples/add_one/input0.bin --expect 1=%S/../../examples/add_one/input0.bin 2>&1 | FileCheck %s --check-prefix=WRONG
// WRONG: aie-sim: --expect 1: [0] = -246, expected -287
// WRONG-NEXT: aie-sim: --expect 1: [1] = -239, expected -280
// WRONG: aie-sim: --expect 1: 54 more mismatching elements
// WRONG: argument 1 = [-246, {{.*}}] (64 × i32): MISMATCH with {{.*}}input0.bin
// Arguments the design does not have, or sizes it contradicts, are errors.
// RUN: not aie-sim %S/../../examples/add_one/design.mlir --output=5=%t.out 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS: aie-sim: error: --output 5: the design's runtime sequence has 2 argument(s) (0 to 1)
// RUN: not aie-sim %S/../../examples/add_one/design.mlir --arg-size 0=12 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: aie-sim: error: --arg-size 0=12: the design declares argument 0 with 256 bytes
