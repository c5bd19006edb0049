// Valid cores: on core tiles at the corners of the array, with `elf_file`
// and an empty body, with `link_with` or `link_files` alone, a stack size.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(3, 5)
  %c = aie.tile(1, 3)
  %d = aie.tile(2, 4)
  %ca = aie.core(%a) {
    aie.end
  } {elf_file = "core_0_2.elf"}
  %cb = aie.core(%b) {
    aie.end
  } {link_with = "kernel.o", stack_size = 2048 : i32}
  %cc = aie.core(%c) {
    %x = arith.constant 0 : i32
    aie.end
  } {link_files = ["a.o", "b.o"]}
  %cd = aie.core(%d) {
    cf.br ^next
  ^next:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: %core_0_2 = aie.core(%tile_0_2) {
// CHECK-NEXT: aie.end
// CHECK-NEXT: } {elf_file = "core_0_2.elf"}
// CHECK: %core_3_5 = aie.core(%tile_3_5) {
// CHECK: } {link_with = "kernel.o", stack_size = 2048 : i32}
// CHECK: %core_1_3 = aie.core(%tile_1_3) {
// CHECK: } {link_files = ["a.o", "b.o"]}
// CHECK: %core_2_4 = aie.core(%tile_2_4) {

// -----

// xcve2802: row 3 is the first core row; legacy xcvc1902: row 1.
aie.device(xcve2802) {
  %t = aie.tile(37, 3)
  %c = aie.core(%t) {
    aie.end
  }
}

// CHECK: %core_37_3 = aie.core(%tile_37_3) {

// -----

module {
  %t = aie.tile(0, 1)
  %c = aie.core(%t) {
    aie.end
  }
}

// CHECK: %core_0_1 = aie.core(%tile_0_1) {
