// Valid packet flows: one source with one or several destinations, flow
// attributes, an ID of 0x1F.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  %c = aie.tile(2, 2)
  aie.packet_flow(0x1F) {
    aie.packet_source<%a, DMA : 0>
    aie.packet_dest<%b, DMA : 1>
  }
  aie.packet_flow(0x0) {
    aie.packet_source<%a, Trace : 0>
    aie.packet_dest<%b, DMA : 0>
    aie.packet_dest<%c, DMA : 0>
    aie.packet_dest<%c, Core : 0>
  } {keep_pkt_header = true, priority_route = true}
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.packet_flow(31) {
// CHECK-NEXT: aie.packet_source<%tile_1_2, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_1_3, DMA : 1>
// CHECK: aie.packet_flow(0) {
// CHECK-NEXT: aie.packet_source<%tile_1_2, Trace : 0>
// CHECK-NEXT: aie.packet_dest<%tile_1_3, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_2_2, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_2_2, Core : 0>
// CHECK-NEXT: } {keep_pkt_header = true, priority_route = true}
