// Round trip of aie.objectfifo.link: one-to-one, distribute and join, with
// offset lists in any spacing.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %m = aie.tile(0, 1)
  %a = aie.tile(0, 2)
  %b = aie.tile(1, 2)
  %c = aie.tile(2, 2)
  aie.objectfifo @l3(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<48xi32>>
  aie.objectfifo @d0(%m, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @d1(%m, {%b}, 2 : i32) : !aie.objectfifo<memref<20xi32>>
  aie.objectfifo @d2(%m, {%c}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo.link [@l3] -> [@d0, @d1, @d2] ([][0, 16, 36])
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %tile_2_2 = aie.tile(2, 2){{$}}
// CHECK-NEXT: aie.objectfifo @l3(%shim_noc_tile_0_0, {%mem_tile_0_1}, 2 : i32) : !aie.objectfifo<memref<48xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @d0(%mem_tile_0_1, {%tile_0_2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @d1(%mem_tile_0_1, {%tile_1_2}, 2 : i32) : !aie.objectfifo<memref<20xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @d2(%mem_tile_0_1, {%tile_2_2}, 2 : i32) : !aie.objectfifo<memref<12xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo.link [@l3] -> [@d0, @d1, @d2]([] [0, 16, 36]){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1) {
  %s = aie.tile(1, 0)
  %m = aie.tile(1, 1)
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.objectfifo @j0(%a, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @j1(%b, {%m}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @out(%m, {%s}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
  aie.objectfifo.link [ @j0 , @j1 ] -> [ @out ] ( [ 0 , 0x10 ] [ ] )
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_1_0 = aie.tile(1, 0){{$}}
// CHECK-NEXT: %mem_tile_1_1 = aie.tile(1, 1){{$}}
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: aie.objectfifo @j0(%tile_1_2, {%mem_tile_1_1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @j1(%tile_1_3, {%mem_tile_1_1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @out(%mem_tile_1_1, {%shim_noc_tile_1_0}, 2 : i32) : !aie.objectfifo<memref<32xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo.link [@j0, @j1] -> [@out]([0, 16] []){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1) {
  %s = aie.tile(2, 0)
  %m = aie.tile(2, 1)
  %a = aie.tile(2, 2)
  aie.objectfifo @x(%s, {%m}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo @y(%m, {%a}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.objectfifo.link [@x] -> [@y] ([] []) {my.note = 1 : i32}
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_2_0 = aie.tile(2, 0){{$}}
// CHECK-NEXT: %mem_tile_2_1 = aie.tile(2, 1){{$}}
// CHECK-NEXT: %tile_2_2 = aie.tile(2, 2){{$}}
// CHECK-NEXT: aie.objectfifo @x(%shim_noc_tile_2_0, {%mem_tile_2_1}, 2 : i32) : !aie.objectfifo<memref<64xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @y(%mem_tile_2_1, {%tile_2_2}, 2 : i32) : !aie.objectfifo<memref<64xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo.link [@x] -> [@y]([] []) {my.note = 1 : i32}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
