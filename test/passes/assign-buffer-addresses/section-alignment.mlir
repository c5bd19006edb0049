// The buffers holding a core's own sections (`core_data`, `bank_reserved`)
// keep the alignment the linker gives the section (`measured_data_alignment`,
// the bank's `measured_bank_alignments` entry) even with `aligned = false`:
// a given address off it is an error at the buffer, under every scheme.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses %s
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s
// RUN: not aiec --split-input-file --aie-assign-buffer-addresses %s 2>&1 | FileCheck %s

// CHECK: error: 'aie.buffer' op data reservation address must be aligned to 128 bytes to satisfy its measured section alignment
// CHECK: help: the linker starts this section at a multiple of 128 bytes (`aligned = false` does not lift that); address 1056 (0x420) lies between 0x400 and 0x480
// CHECK: error: 'aie.buffer' op data reservation address must be aligned to 2048 bytes to satisfy its measured section alignment
aie.device(npu1) {
  %t = aie.tile(3, 3)
  // expected-error@+1 {{data reservation address must be aligned to 128 bytes to satisfy its measured section alignment}}
  %core_data_3_3 = aie.buffer(%t) {sym_name = "core_data_3_3", core_data, address = 1056 : i32, aligned = false} : memref<96xi8>
  aie.core(%t) {
    aie.end
  } {data_size = 96 : i32, measured_data_alignment = 128 : i32}
}

// -----

aie.device(npu1) {
  %t = aie.tile(3, 3)
  // expected-error@+1 {{data reservation address must be aligned to 2048 bytes to satisfy its measured section alignment}}
  %r = aie.buffer(%t) {sym_name = "bank_reserved_3_3_2", bank_reserved, mem_bank = 2 : i32, address = 33792 : i32} : memref<512xi8>
  aie.core(%t) {
    aie.end
  } {measured_bank_sizes = array<i32: 0, 0, 512, 0>, measured_bank_alignments = array<i32: 1, 1, 2048, 1>}
}

// -----

// On the alignment, it stays (a second run of the pass adds nothing).
aie.device(npu1) {
  %t = aie.tile(3, 3)
  %r = aie.buffer(%t) {sym_name = "bank_reserved_3_3_2", bank_reserved, mem_bank = 2 : i32, address = 34816 : i32} : memref<512xi8>
  aie.core(%t) {
    aie.end
  } {measured_bank_sizes = array<i32: 0, 0, 512, 0>, measured_bank_alignments = array<i32: 1, 1, 2048, 1>}
}
