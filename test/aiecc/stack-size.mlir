// --default-stack-size: the stack_size of every core that has none, before
// the placement (default_stack_size.mlir), so the buffer allocator places
// the tile's buffers above it; a core with its own stack_size keeps it
// (also in input_with_symbols.mlir, which --get-input-with-symbols selects).
// aiec links no core ELF, so it measures nothing: a measured_* attribute
// from an earlier mlir-aie build is dropped, the measured modules are not
// made (a warning), and the flags of mlir-aie's measurements and bank
// checks are taken and noted under -v.

// RUN: rm -rf %t && mkdir -p %t && cd %t && aiecc --get=input.mlir,default_stack_size.mlir,input_with_addresses.mlir --output-dir=plain %s
// RUN: FileCheck %s --check-prefix=INPUT < %t/plain/input.mlir
// RUN: FileCheck %s --check-prefix=PLAIN < %t/plain/default_stack_size.mlir
// RUN: FileCheck %s --check-prefix=PLAIN_ADDR < %t/plain/input_with_addresses.mlir
// RUN: cd %t && aiecc --default-stack-size=4096 --get=default_stack_size.mlir,input_with_addresses.mlir --output-dir=big %s
// RUN: FileCheck %s --check-prefix=BIG < %t/big/default_stack_size.mlir
// RUN: FileCheck %s --check-prefix=BIG_ADDR < %t/big/input_with_addresses.mlir
// RUN: cd %t && aiecc --default-stack-size=0 --get=input_with_addresses.mlir --output-dir=zero %s
// RUN: cd %t && aiecc --default-stack-size=4096 --get-input-with-symbols --output-dir=symbols %s
// RUN: FileCheck %s --check-prefix=BIG_ADDR < %t/symbols/input_with_symbols.mlir
// RUN: cmp %t/zero/input_with_addresses.mlir %t/plain/input_with_addresses.mlir

// A default stack that leaves no room for the buffer fails the allocation.
// RUN: cd %t && not aiecc --default-stack-size=65536 --get-npu-insts --output-dir=full %s 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not ls %t/full

// RUN: not aiecc --default-stack-size=-8 %s 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not aiecc --default-stack-size=4k %s 2>&1 | FileCheck %s --check-prefix=WORD
// RUN: not aiecc --default-stack-size 2>&1 | FileCheck %s --check-prefix=MISSING

// RUN: cd %t && aiecc --get=measured_stack_sizes.mlir --get=measured_data_sizes.mlir -g checked_bank_placement.mlir,checked_lut_banks.mlir --output-dir=measured %s 2>&1 | FileCheck %s --check-prefix=MEASURED
// RUN: not ls %t/measured/measured_stack_sizes.mlir
// RUN: cd %t && aiecc -v --no-measure-stack-size --no-measure-data-size --no-check-bank-placement --check-lut-banks --skip-objectFifo-verify --output-dir=noted %s 2>&1 | FileCheck %s --check-prefix=NOTED

// INPUT: aie.core(%[[T2:.*]]) {
// INPUT: } {measured_stack_size = 8192 : i32}
// INPUT: func.func private @kernel(memref<256xi32>) attributes {stack_size_override = 2048 : i32}

// PLAIN: aie.core(%{{.*}}) {
// PLAIN: }{{$}}
// PLAIN: } {stack_size = 512 : i32}
// PLAIN: attributes {stack_size_override = 2048 : i32}
// PLAIN-NOT: measured_stack_size

// PLAIN_ADDR-DAG: %buf2 = aie.buffer(%{{.*}}) {address = 1024 : i32
// PLAIN_ADDR-DAG: %buf3 = aie.buffer(%{{.*}}) {address = 512 : i32

// BIG: aie.core(%{{.*}}) {
// BIG: } {stack_size = 4096 : i32}
// BIG: } {stack_size = 512 : i32}

// BIG_ADDR-DAG: %buf2 = aie.buffer(%{{.*}}) {address = 4096 : i32
// BIG_ADDR-DAG: %buf3 = aie.buffer(%{{.*}}) {address = 512 : i32

// A 64 KiB stack fills the tile: neither scheme has room for buf2.
// FULL: warning: Bank-aware allocation failed, trying basic sequential allocation.
// FULL: error: 'aie.tile' op allocated buffers exceeded available memory
// FULL: error: 'aie.tile' op Basic sequential allocation also failed.
// FULL: help: tile (0, 2) (core tile) has 65536 bytes of data memory, 0 above the stack (65536 bytes)

// NEGATIVE: aiecc: error: --default-stack-size=-8: the stack size is a number of bytes, 0 to 2147483647
// WORD: aiecc: error: --default-stack-size=4k: the stack size is a number of bytes
// MISSING: aiecc: error: option '--default-stack-size' needs a value (bytes)

// MEASURED: aiecc: warning: --get=measured_stack_sizes.mlir: aiec makes no measurement or bank check of linked core ELFs
// MEASURED: aiecc: warning: --get=measured_data_sizes.mlir: aiec makes no measurement or bank check of linked core ELFs
// MEASURED: aiecc: warning: --get=checked_bank_placement.mlir: aiec makes no measurement or bank check
// MEASURED: aiecc: warning: --get=checked_lut_banks.mlir: aiec makes no measurement or bank check

// NOTED: aiecc: ignoring --no-measure-stack-size: aiec links no core ELF, so it measures no core's stack
// NOTED: aiecc: ignoring --no-measure-data-size:
// NOTED: aiecc: ignoring --no-check-bank-placement: aiec links no core ELF and reads no kernel IR
// NOTED: aiecc: ignoring --check-lut-banks:
// NOTED: aiecc: ignoring --skip-objectFifo-verify: aiec has no structural check

module {
  aie.device(npu2) @main {
    %tile_0_2 = aie.tile(0, 2)
    %tile_0_3 = aie.tile(0, 3)
    %buf2 = aie.buffer(%tile_0_2) {sym_name = "buf2"} : memref<256xi32>
    %buf3 = aie.buffer(%tile_0_3) {sym_name = "buf3"} : memref<256xi32>
    %core_0_2 = aie.core(%tile_0_2) {
      aie.end
    } {measured_stack_size = 8192 : i32}
    %core_0_3 = aie.core(%tile_0_3) {
      aie.end
    } {stack_size = 512 : i32}
    func.func private @kernel(memref<256xi32>) attributes {stack_size_override = 2048 : i32}
  }
}
