// Round trip of aie.packet_flow: the i8 ID in hex or decimal, sources and
// destinations, keep_pkt_header and priority_route.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %a = aie.tile(0, 2)
  %b = aie.tile(1, 3)
  aie.packet_flow(0x10) {
    aie.packet_source<%a, DMA : 0>
    aie.packet_dest<%b, Core : 0>
  }
  aie.packet_flow(1) {
    aie.packet_source< %a , "Trace" : 0 >
    aie.packet_dest<%s, DMA : 1>
    aie.packet_dest<%b, DMA : 0>
    aie.end
  } {keep_pkt_header = true}
  aie.packet_flow(0x1F) {
    aie.packet_source<%s, TileControl : 0>
    aie.packet_dest<%a, TileControl : 0>
  } {priority_route = true, keep_pkt_header = false}
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0){{$}}
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: aie.packet_flow(16) {
// CHECK-NEXT: aie.packet_source<%tile_0_2, DMA : 0>{{$}}
// CHECK-NEXT: aie.packet_dest<%tile_1_3, Core : 0>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: aie.packet_flow(1) {
// CHECK-NEXT: aie.packet_source<%tile_0_2, Trace : 0>{{$}}
// CHECK-NEXT: aie.packet_dest<%shim_noc_tile_0_0, DMA : 1>{{$}}
// CHECK-NEXT: aie.packet_dest<%tile_1_3, DMA : 0>{{$}}
// CHECK-NEXT: } {keep_pkt_header = true}{{$}}
// CHECK-NEXT: aie.packet_flow(31) {
// CHECK-NEXT: aie.packet_source<%shim_noc_tile_0_0, TileControl : 0>{{$}}
// CHECK-NEXT: aie.packet_dest<%tile_0_2, TileControl : 0>{{$}}
// CHECK-NEXT: } {keep_pkt_header = false, priority_route = true}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// Legacy: packet flows directly in the module.
module @packet_flows {
  %t11 = aie.tile(1, 1)
  aie.packet_flow(0) {
    aie.packet_source<%t11, West : 0>
    aie.packet_dest<%t11, Core : 0>
  }
}

// CHECK-LABEL: module @packet_flows {
// CHECK-NEXT: %tile_1_1 = aie.tile(1, 1){{$}}
// CHECK-NEXT: aie.packet_flow(0) {
// CHECK-NEXT: aie.packet_source<%tile_1_1, West : 0>{{$}}
// CHECK-NEXT: aie.packet_dest<%tile_1_1, Core : 0>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
