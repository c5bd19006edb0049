// Round trip of cascade ops: flows between tiles, per-tile configuration,
// and the core-side put/get of cascade values.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %a = aie.tile(1, 3)
  %b = aie.tile(2, 3)
  %c = aie.tile(2, 2)
  aie.cascade_flow(%a, %b)
  aie.cascade_flow( %b , %c )
  aie.configure_cascade(%a, North, East)
  aie.configure_cascade(%b, "West", "South")
  %ca = aie.core(%a) {
    %v = arith.constant dense<7> : vector<16xi32>
    aie.put_cascade(%v : vector<16xi32>)
    aie.end
  }
  %cb = aie.core(%b) {
    %v = aie.get_cascade() : vector<16xi32>
    aie.put_cascade(%v: vector<16xi32>)
    aie.end
  }
  %cc = aie.core(%c) {
    %w = aie.get_cascade() : i512
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: %tile_2_3 = aie.tile(2, 3){{$}}
// CHECK-NEXT: %tile_2_2 = aie.tile(2, 2){{$}}
// CHECK-NEXT: aie.cascade_flow(%tile_1_3, %tile_2_3){{$}}
// CHECK-NEXT: aie.cascade_flow(%tile_2_3, %tile_2_2){{$}}
// CHECK-NEXT: aie.configure_cascade(%tile_1_3, North, East){{$}}
// CHECK-NEXT: aie.configure_cascade(%tile_2_3, West, South){{$}}
// CHECK-NEXT: %core_1_3 = aie.core(%tile_1_3) {
// CHECK-NEXT: %cst = arith.constant dense<7> : vector<16xi32>{{$}}
// CHECK-NEXT: aie.put_cascade(%cst : vector<16xi32>){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %core_2_3 = aie.core(%tile_2_3) {
// CHECK-NEXT: %0 = aie.get_cascade() : vector<16xi32>{{$}}
// CHECK-NEXT: aie.put_cascade(%0 : vector<16xi32>){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %core_2_2 = aie.core(%tile_2_2) {
// CHECK-NEXT: %0 = aie.get_cascade() : i512{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// AIE1 cascades are 384 bits wide.
aie.device(xcvc1902) {
  %a = aie.tile(1, 1)
  %b = aie.tile(2, 1)
  %ca = aie.core(%a) {
    %x = aie.get_cascade() : vector<8xi48>
    %y = aie.get_cascade() : i384
    aie.put_cascade(%y : i384)
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_1_1 = aie.tile(1, 1){{$}}
// CHECK-NEXT: %tile_2_1 = aie.tile(2, 1){{$}}
// CHECK-NEXT: %core_1_1 = aie.core(%tile_1_1) {
// CHECK-NEXT: %0 = aie.get_cascade() : vector<8xi48>{{$}}
// CHECK-NEXT: %1 = aie.get_cascade() : i384{{$}}
// CHECK-NEXT: aie.put_cascade(%1 : i384){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
