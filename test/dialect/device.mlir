// Every device name mlir-aie knows parses and prints back; tile kinds follow
// each device's geometry.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(xcvc1902) {
  %t = aie.tile(0, 1)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(xcve2302) {
  %s = aie.tile(2, 0)
  %m = aie.tile(2, 1)
  %c = aie.tile(2, 2)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcve2302) {
// CHECK-NEXT: %shim_noc_tile_2_0 = aie.tile(2, 0){{$}}
// CHECK-NEXT: %mem_tile_2_1 = aie.tile(2, 1){{$}}
// CHECK-NEXT: %tile_2_2 = aie.tile(2, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(xcve2802) {
  %m = aie.tile(0, 2)
  %c = aie.tile(0, 3)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcve2802) {
// CHECK-NEXT: %mem_tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %tile_0_3 = aie.tile(0, 3){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1) {
  %t = aie.tile(3, 5)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_3_5 = aie.tile(3, 5){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1_1col) {
  %s = aie.tile(0, 0)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1_1col) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1_2col) {
  %t = aie.tile(1, 0)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1_2col) {
// CHECK-NEXT: %shim_noc_tile_1_0 = aie.tile(1, 0){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1_3col) {
  %t = aie.tile(2, 1)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1_3col) {
// CHECK-NEXT: %mem_tile_2_1 = aie.tile(2, 1){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu1_4col) {
  %t = aie.tile(3, 2)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1_4col) {
// CHECK-NEXT: %tile_3_2 = aie.tile(3, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu2) {
  %t = aie.tile(7, 5)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: %tile_7_5 = aie.tile(7, 5){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu2_1col) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu2_4col) {
  %t = aie.tile(3, 1)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu2_4col) {
// CHECK-NEXT: %mem_tile_3_1 = aie.tile(3, 1){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu2_7col) @seven {
  %t = aie.tile(6, 2)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu2_7col) @seven {
// CHECK-NEXT: %tile_6_2 = aie.tile(6, 2){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// xcve3858 (AIE2PS, the VEK385): 36 columns, a shim row of NOC shims, two
// rows of mem tiles, four rows of cores.
aie.device(xcve3858) {
  %s = aie.tile(0, 0)
  %m1 = aie.tile(35, 1)
  %m2 = aie.tile(35, 2)
  %c3 = aie.tile(35, 3)
  %c6 = aie.tile(35, 6)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcve3858) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %mem_tile_35_1 = aie.tile(35, 1){{$}}
// CHECK-NEXT: %mem_tile_35_2 = aie.tile(35, 2){{$}}
// CHECK-NEXT: %tile_35_3 = aie.tile(35, 3){{$}}
// CHECK-NEXT: %tile_35_6 = aie.tile(35, 6){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
