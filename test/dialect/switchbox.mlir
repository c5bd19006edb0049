// Round trip of circuit-switched routing: switchboxes, shim muxes, shim
// switchboxes and wires. The implicit aie.end of their regions is dropped
// whether written or not.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(xcve2802) {
  %t20 = aie.tile(2, 0)
  %t21 = aie.tile(2, 1)
  %t23 = aie.tile(2, 3)
  %sb = aie.switchbox(%t20) {
    aie.connect<East: 0, East: 0>
    aie.connect<"South" : 3, "North" : 5>
    aie.connect<TileControl : 0, North : 2>
    aie.end
  }
  %mux = aie.shim_mux(%t20) {
    aie.connect<DMA : 0, North : 3>
    aie.connect<North: 2, DMA: 0>
  }
  aie.switchbox(%t21) {
    aie.connect<South : 0, DMA : 5>
  }
  %sb23 = aie.switchbox(%t23) {
    aie.connect<Core : 0, East : 2>
    aie.connect<FIFO : 0, West : 2>
    aie.connect<DMA : 1, South : 0x3>
  }
  aie.wire(%sb : North, %t21 : South)
  aie.wire(%t23 : Core, %sb23 : Core)
  aie.wire(%mux : "North", %sb : "South")
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcve2802) {
// CHECK-NEXT: %shim_noc_tile_2_0 = aie.tile(2, 0){{$}}
// CHECK-NEXT: %mem_tile_2_1 = aie.tile(2, 1){{$}}
// CHECK-NEXT: %tile_2_3 = aie.tile(2, 3){{$}}
// CHECK-NEXT: %switchbox_2_0 = aie.switchbox(%shim_noc_tile_2_0) {
// CHECK-NEXT: aie.connect<East : 0, East : 0>{{$}}
// CHECK-NEXT: aie.connect<South : 3, North : 5>{{$}}
// CHECK-NEXT: aie.connect<TileControl : 0, North : 2>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %shim_mux_2_0 = aie.shim_mux(%shim_noc_tile_2_0) {
// CHECK-NEXT: aie.connect<DMA : 0, North : 3>{{$}}
// CHECK-NEXT: aie.connect<North : 2, DMA : 0>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %switchbox_2_1 = aie.switchbox(%mem_tile_2_1) {
// CHECK-NEXT: aie.connect<South : 0, DMA : 5>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %switchbox_2_3 = aie.switchbox(%tile_2_3) {
// CHECK-NEXT: aie.connect<Core : 0, East : 2>{{$}}
// CHECK-NEXT: aie.connect<FIFO : 0, West : 2>{{$}}
// CHECK-NEXT: aie.connect<DMA : 1, South : 3>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.wire(%switchbox_2_0 : North, %mem_tile_2_1 : South){{$}}
// CHECK-NEXT: aie.wire(%tile_2_3 : Core, %switchbox_2_3 : Core){{$}}
// CHECK-NEXT: aie.wire(%shim_mux_2_0 : North, %switchbox_2_0 : South){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// An empty switchbox, and the AIE1 shim switchbox keyed by column.
aie.device(xcvc1902) {
  %t = aie.tile(1, 1)
  %0 = aie.switchbox(%t) {
  }
  %1 = aie.shim_switchbox(2) {
  }
  %2 = aie.shim_switchbox(0x3) {
    aie.end
  }
  %p = aie.plio(4)
  %q = aie.plio(0)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_1_1 = aie.tile(1, 1){{$}}
// CHECK-NEXT: %switchbox_1_1 = aie.switchbox(%tile_1_1) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %0 = aie.shim_switchbox(2) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %1 = aie.shim_switchbox(3) {
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %2 = aie.plio(4){{$}}
// CHECK-NEXT: %3 = aie.plio(0){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
