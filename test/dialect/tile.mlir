// Round trip of aie.tile: coordinates written in decimal or hex, with extra
// blanks, optional attributes; the printer names each tile by its kind.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %a = aie.tile(0, 0)
  %b = aie.tile( 0x1 , 0 )          // shim tiles of npu1 all reach the NoC
  %c = aie.tile(0, 1)               // mem tile row
  %d = aie.tile(0x3, 0x2) {allocation_scheme = "bank-aware"}
  %e = aie.tile(3,5){ allocation_scheme="basic-sequential" }
  %f = aie.tile(2, 3) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 27>}
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %shim_noc_tile_1_0 = aie.tile(1, 0){{$}}
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %tile_3_2 = aie.tile(3, 2) {allocation_scheme = "bank-aware"}{{$}}
// CHECK-NEXT: %tile_3_5 = aie.tile(3, 5) {allocation_scheme = "basic-sequential"}{{$}}
// CHECK-NEXT: %tile_2_3 = aie.tile(2, 3) {controller_id = #aie.packet_info<pkt_id = 27>}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// xcvc1902: shim NoC tiles only in some columns; no mem tiles.
aie.device(xcvc1902) {
  %pl = aie.tile(0, 0)
  %noc = aie.tile(2, 0)
  %core = aie.tile(0, 1)
  %far = aie.tile(49, 8)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %shim_pl_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %shim_noc_tile_2_0 = aie.tile(2, 0){{$}}
// CHECK-NEXT: %tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %tile_49_8 = aie.tile(49, 8){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// xcve2802 has two rows of mem tiles.
aie.device(xcve2802) {
  %0 = aie.tile(2, 0)
  %1 = aie.tile(4, 0)
  %2 = aie.tile(0, 1)
  %3 = aie.tile(0, 2)
  %4 = aie.tile(0, 3)
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcve2802) {
// CHECK-NEXT: %shim_noc_tile_2_0 = aie.tile(2, 0){{$}}
// CHECK-NEXT: %shim_pl_tile_4_0 = aie.tile(4, 0){{$}}
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1){{$}}
// CHECK-NEXT: %mem_tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %tile_0_3 = aie.tile(0, 3){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

aie.device(npu2) {
  %t = aie.tile(7, 0)
  %m = aie.tile(7, 1)
  %c = aie.tile(7, 5)
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: %shim_noc_tile_7_0 = aie.tile(7, 0){{$}}
// CHECK-NEXT: %mem_tile_7_1 = aie.tile(7, 1){{$}}
// CHECK-NEXT: %tile_7_5 = aie.tile(7, 5){{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
