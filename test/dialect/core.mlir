// Round trip of aie.core and its attributes (stack_size is optional: absent
// means the device default, a written one prints as written, 1024 too).
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | aiec --aie-syntax=2026-04 --split-input-file - | FileCheck %s

aie.device(npu1) {
  %t2 = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  %t4 = aie.tile(0, 4)
  %t5 = aie.tile(0, 5)
  %c2 = aie.core(%t2) {
    aie.end
  }
  %c3 = aie.core(%t3) {
    aie.end
  } {link_with = "kernel.o", stack_size = 0xD00 : i32}
  %c4 = aie.core(%t4) {
    aie.end
  } { elf_file = "core_0_4.elf" }
  %c5 = aie.core(%t5) {
    aie.end
  } {dynamic_objfifo_lowering = true, stack_size = 1024 : i32}
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %tile_0_3 = aie.tile(0, 3){{$}}
// CHECK-NEXT: %tile_0_4 = aie.tile(0, 4){{$}}
// CHECK-NEXT: %tile_0_5 = aie.tile(0, 5){{$}}
// CHECK-NEXT: %core_0_2 = aie.core(%tile_0_2) {
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %core_0_3 = aie.core(%tile_0_3) {
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: } {link_with = "kernel.o", stack_size = 3328 : i32}{{$}}
// CHECK-NEXT: %core_0_4 = aie.core(%tile_0_4) {
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: } {elf_file = "core_0_4.elf"}{{$}}
// CHECK-NEXT: %core_0_5 = aie.core(%tile_0_5) {
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: } {dynamic_objfifo_lowering = true, stack_size = 1024 : i32}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// Several cores in one device: value numbering restarts in each core region.
aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %u = aie.tile(2, 1)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<4xi32>
  %ct = aie.core(%t) {
    %i = arith.constant 1 : index
    %x = memref.load %buf[%i] : memref<4xi32>
    %y = arith.addi %x, %x : i32
    memref.store %y, %buf[%i] : memref<4xi32>
    aie.end
  }
  %cu = aie.core(%u) {
    %i = arith.constant 2 : index
    %x = memref.load %buf[%i] : memref<4xi32>
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_1_1 = aie.tile(1, 1){{$}}
// CHECK-NEXT: %tile_2_1 = aie.tile(2, 1){{$}}
// CHECK-NEXT: %buf = aie.buffer(%tile_1_1) {sym_name = "buf"} : memref<4xi32>{{$}}
// CHECK-NEXT: %core_1_1 = aie.core(%tile_1_1) {
// CHECK-NEXT: %c1 = arith.constant 1 : index{{$}}
// CHECK-NEXT: %0 = memref.load %buf[%c1] : memref<4xi32>{{$}}
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32{{$}}
// CHECK-NEXT: memref.store %1, %buf[%c1] : memref<4xi32>{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %core_2_1 = aie.core(%tile_2_1) {
// CHECK-NEXT: %c2 = arith.constant 2 : index{{$}}
// CHECK-NEXT: %0 = memref.load %buf[%c2] : memref<4xi32>{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
