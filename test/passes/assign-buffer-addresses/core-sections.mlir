// The room a core's own sections need becomes buffers the allocator places:
// its static data (`data_size`, else `measured_data_size`) a `core_data`
// buffer `core_data_C_R` at `measured_data_alignment`, placed with the
// other buffers without an address (largest first); what it pins to bank B
// (`measured_bank_sizes`) a `bank_reserved` buffer `bank_reserved_C_R_B` in
// the first gap of bank B at its `measured_bank_alignments` entry. The
// ranges a prebaked core holds (`measured_data_ranges`, address/size pairs)
// become buffers at their addresses (prebaked-ranges.mlir). A second run
// finds the buffers there and adds none.
// RUN: aiec --split-input-file --aie-assign-buffer-addresses %s | FileCheck %s
// RUN: aiec --split-input-file --aie-assign-buffer-addresses %s | aiec --split-input-file --aie-assign-buffer-addresses - | FileCheck %s

// The bank-1 tables go into the first gap of bank 1; the big buffer, the
// largest, into bank 0 after the 1024-byte stack; then the data, round
// robin into bank 1, at 512-byte alignment in the gap below the pinned
// buffer.
// CHECK-LABEL: @sections
// CHECK:      %pinned = aie.buffer({{.*}}) {address = 18432 : i32, mem_bank = 1 : i32, sym_name = "pinned"}
// CHECK-NEXT: %big = aie.buffer({{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "big"}
// CHECK-NEXT: %core_data_0_2 = aie.buffer({{.*}}) {address = 16896 : i32, core_data, mem_bank = 1 : i32, sym_name = "core_data_0_2"} : memref<700xi8>
// CHECK-NEXT: %bank_reserved_0_2_1 = aie.buffer({{.*}}) {address = 16384 : i32, bank_reserved, mem_bank = 1 : i32, sym_name = "bank_reserved_0_2_1"} : memref<200xi8>
// CHECK-NEXT: aie.core
// CHECK-NOT:  core_data
module @sections {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %pinned = aie.buffer(%t) {sym_name = "pinned", address = 18432 : i32} : memref<64xi8>
    %big = aie.buffer(%t) {sym_name = "big"} : memref<4096xi8>
    aie.core(%t) {
      aie.end
    } {data_size = 700 : i32, measured_data_size = 600 : i32, measured_data_alignment = 512 : i32,
       measured_bank_sizes = array<i32: 0, 200, 0, 0>, measured_bank_alignments = array<i32: 1, 256, 1, 1>}
  }
}

// -----

// A prebaked core's ranges: the buffer goes around them (here into the free
// run below the first).
// CHECK-LABEL: @prebaked
// CHECK: %a = aie.buffer({{.*}}) {address = 1024 : i32, mem_bank = 0 : i32
module @prebaked {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %a = aie.buffer(%t) {sym_name = "a"} : memref<64xi8>
    aie.core(%t) {
      aie.end
    } {elf_file = "core.elf", measured_data_ranges = array<i32: 2048, 256, 4096, 256>}
  }
}
