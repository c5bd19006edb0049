// Round trip of aie.buffer: attributes in any order and spelling are printed
// sorted; the SSA name is the buffer's sym_name, else %buffer_C_R; an initial
// value is printed without its type.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %m = aie.tile(1, 1)
  %in = aie.buffer(%t) {sym_name = "in", mem_bank = 0 : i32, address = 0x400 : i32} : memref<16xi32>
  %x = aie.buffer(%t) : memref<256xi64>
  %y = aie.buffer(%t) : memref<2x8xi16>
  %z = aie.buffer(%m) : memref<1024xbf16>
  %w = aie.buffer( %t ) { sym_name = "w" } : memref<4xf32>
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %mem_tile_1_1 = aie.tile(1, 1){{$}}
// CHECK-NEXT: %in = aie.buffer(%tile_1_2) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "in"} : memref<16xi32>{{$}}
// CHECK-NEXT: %buffer_1_2 = aie.buffer(%tile_1_2) : memref<256xi64>{{$}}
// CHECK-NEXT: %buffer_1_2_0 = aie.buffer(%tile_1_2) : memref<2x8xi16>{{$}}
// CHECK-NEXT: %buffer_1_1 = aie.buffer(%mem_tile_1_1) : memref<1024xbf16>{{$}}
// CHECK-NEXT: %w = aie.buffer(%tile_1_2) {sym_name = "w"} : memref<4xf32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// Initial values: lists, nested lists, splats, floats, booleans.
aie.device(npu1) {
  %t = aie.tile(2, 3)
  %a = aie.buffer(%t) {sym_name = "a"} : memref<4xi32> = dense<[1, -2, 0x7F, 4]>
  %b = aie.buffer(%t) {sym_name = "b"} : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
  %c = aie.buffer(%t) {sym_name = "c"} : memref<8xi32> = dense<0>
  %d = aie.buffer(%t) {sym_name = "d"} : memref<2xf32> = dense<[1.5, -0.25]>
  %e = aie.buffer(%t) {sym_name = "e"} : memref<3xbf16> = dense<2.0>
  %g = aie.buffer(%t) : memref<2xi16> = dense<[1, 2]>
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_2_3 = aie.tile(2, 3){{$}}
// CHECK-NEXT: %a = aie.buffer(%tile_2_3) {sym_name = "a"} : memref<4xi32> = dense<[1, -2, 127, 4]>{{$}}
// CHECK-NEXT: %b = aie.buffer(%tile_2_3) {sym_name = "b"} : memref<2x3xi32> = dense<{{\[\[}}1, 2, 3], [4, 5, 6]]>{{$}}
// CHECK-NEXT: %c = aie.buffer(%tile_2_3) {sym_name = "c"} : memref<8xi32> = dense<0>{{$}}
// CHECK-NEXT: %d = aie.buffer(%tile_2_3) {sym_name = "d"} : memref<2xf32> = dense<[1.500000e+00, -2.500000e-01]>{{$}}
// CHECK-NEXT: %e = aie.buffer(%tile_2_3) {sym_name = "e"} : memref<3xbf16> = dense<2.000000e+00>{{$}}
// CHECK-NEXT: %buffer_2_3 = aie.buffer(%tile_2_3) : memref<2xi16> = dense<[1, 2]>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
