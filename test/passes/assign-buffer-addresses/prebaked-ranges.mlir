// A prebaked core (`elf_file`) holds the ranges aiecc read from its ELF
// (`measured_data_ranges`, address/size pairs). Each becomes a buffer
// before the core, in the attribute's order, `prebaked_C_R_ADDR` (`bank_reserved`, `aligned = false`,
// at the ELF's address), which the other buffers are placed around; a
// second run finds them by name and adds none. Both schemes.
// RUN: aiec --aie-assign-buffer-addresses %s | FileCheck %s
// RUN: aiec --aie-assign-buffer-addresses %s | aiec --aie-assign-buffer-addresses - | FileCheck %s
// RUN: aiec --aie-assign-buffer-addresses="alloc-scheme=basic-sequential" %s | FileCheck %s --check-prefix=BASIC

// Bank-aware: the 15.5 KiB buffer fits neither bank 0 (from 0x400) nor bank 1
// (from the end of the .data range) nor bank 2 (from the end of the table):
// bank 3. The small one goes round robin to bank 0.
// CHECK:      %work = aie.buffer(%{{.*}}) {address = 49152 : i32, mem_bank = 3 : i32, sym_name = "work"} : memref<3968xi32>
// CHECK-NEXT: %flag = aie.buffer(%{{.*}}) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "flag"} : memref<1024xi32>
// CHECK-NEXT: %prebaked_2_4_36864 = aie.buffer(%{{.*}}) {address = 36864 : i32, aligned = false, bank_reserved, mem_bank = 2 : i32, sym_name = "prebaked_2_4_36864"} : memref<512xi8>
// CHECK-NEXT: %prebaked_2_4_20480 = aie.buffer(%{{.*}}) {address = 20480 : i32, aligned = false, bank_reserved, mem_bank = 1 : i32, sym_name = "prebaked_2_4_20480"} : memref<4096xi8>
// CHECK-NEXT: aie.core
// CHECK-NOT:  prebaked_

// Basic-sequential jumps over them: `flag` does not fit below the first.
// BASIC:      %work = aie.buffer(%{{.*}}) {address = 1024 : i32, sym_name = "work"} : memref<3968xi32>
// BASIC-NEXT: %flag = aie.buffer(%{{.*}}) {address = 24576 : i32, sym_name = "flag"} : memref<1024xi32>
// BASIC-NEXT: %prebaked_2_4_36864 = aie.buffer(%{{.*}}) {address = 36864 : i32, aligned = false, bank_reserved, sym_name = "prebaked_2_4_36864"} : memref<512xi8>
aie.device(npu1) {
  %t = aie.tile(2, 4)
  %work = aie.buffer(%t) {sym_name = "work"} : memref<3968xi32>
  %flag = aie.buffer(%t) {sym_name = "flag"} : memref<1024xi32>
  aie.core(%t) {
    aie.end
  } {elf_file = "kernel.elf", measured_data_ranges = array<i32: 36864, 512, 20480, 4096>}
}
