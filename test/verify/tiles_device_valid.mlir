// Valid designs at the limits of §3.1: the last column and row of every
// device, allocation schemes on core and mem tiles, one switchbox per tile.
// Each must verify and print.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %a = aie.tile(0, 0)
  %b = aie.tile(3, 5)
  %c = aie.tile(3, 0)
  %d = aie.tile(0, 5)
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %tile_3_5 = aie.tile(3, 5){{$}}
// CHECK-NEXT: %shim_noc_tile_3_0 = aie.tile(3, 0){{$}}
// CHECK-NEXT: %tile_0_5 = aie.tile(0, 5){{$}}

// -----

// Outside aie.device: xcvc1902, 50 columns and 9 rows.
module {
  %t = aie.tile(49, 8)
}

// CHECK: %tile_49_8 = aie.tile(49, 8){{$}}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(49, 8)
}

// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_49_8 = aie.tile(49, 8){{$}}

// -----

aie.device(xcve2302) {
  %t = aie.tile(16, 3)
}

// CHECK-LABEL: aie.device(xcve2302) {
// CHECK-NEXT: %tile_16_3 = aie.tile(16, 3){{$}}

// -----

aie.device(xcve2802) {
  %t = aie.tile(37, 10)
  %m = aie.tile(37, 2)
}

// CHECK-LABEL: aie.device(xcve2802) {
// CHECK-NEXT: %tile_37_10 = aie.tile(37, 10){{$}}
// CHECK-NEXT: %mem_tile_37_2 = aie.tile(37, 2){{$}}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 5)
}

// CHECK-LABEL: aie.device(npu1_1col) {
// CHECK-NEXT: %tile_0_5 = aie.tile(0, 5){{$}}

// -----

aie.device(npu1_2col) {
  %t = aie.tile(1, 5)
}

// CHECK-LABEL: aie.device(npu1_2col) {
// CHECK-NEXT: %tile_1_5 = aie.tile(1, 5){{$}}

// -----

aie.device(npu1_3col) {
  %t = aie.tile(2, 5)
}

// CHECK-LABEL: aie.device(npu1_3col) {
// CHECK-NEXT: %tile_2_5 = aie.tile(2, 5){{$}}

// -----

aie.device(npu2) {
  %t = aie.tile(7, 5)
}

// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: %tile_7_5 = aie.tile(7, 5){{$}}

// -----

aie.device(npu2_1col) {
  %t = aie.tile(0, 5)
}

// CHECK-LABEL: aie.device(npu2_1col) {
// CHECK-NEXT: %tile_0_5 = aie.tile(0, 5){{$}}

// -----

aie.device(npu2_7col) {
  %t = aie.tile(6, 5)
}

// CHECK-LABEL: aie.device(npu2_7col) {
// CHECK-NEXT: %tile_6_5 = aie.tile(6, 5){{$}}

// -----

// Allocation schemes are fine on core and mem tiles; one switchbox per tile.
aie.device(npu1) {
  %c = aie.tile(1, 2) {allocation_scheme = "basic-sequential"}
  %m = aie.tile(1, 1) {allocation_scheme = "bank-aware"}
  %s1 = aie.switchbox(%c) { }
  %s2 = aie.switchbox(%m) { }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2) {allocation_scheme = "basic-sequential"}{{$}}
// CHECK-NEXT: %mem_tile_1_1 = aie.tile(1, 1) {allocation_scheme = "bank-aware"}{{$}}
// CHECK-NEXT: %switchbox_1_2 = aie.switchbox(%tile_1_2) {
// CHECK: %switchbox_1_1 = aie.switchbox(%mem_tile_1_1) {

// -----

// Several devices in one module, each checked against its own array.
module {
  aie.device(npu1_1col) @small {
    %t = aie.tile(0, 5)
  }
  aie.device(npu2) @big {
    %t = aie.tile(7, 5)
  }
}

// CHECK: aie.device(npu1_1col) @small {
// CHECK-NEXT: %tile_0_5 = aie.tile(0, 5){{$}}
// CHECK: aie.device(npu2) @big {
// CHECK-NEXT: %tile_7_5 = aie.tile(7, 5){{$}}
