// A device that control packets configure (has_ctrl_pkt_overlay = true) is
// routed on the tiles whose TileControl port its overlay reaches: here
// every tile of columns 0 and 1 but (0, 3), so the flow from (0, 2) to
// (0, 4) goes round through column 1 and the switchbox of (0, 3) connects nothing. Without
// the attribute it goes straight up.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s
// RUN: sed -e 's/has_ctrl_pkt_overlay = true/has_ctrl_pkt_overlay = false/' %s | aiec --aie-create-pathfinder-flows | FileCheck %s --check-prefix=FREE

// The overlay's flow to (0, 4) goes round too; (0, 3) keeps the empty
// switchbox every tile gets.
// CHECK:      %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK-NEXT: }
// CHECK:      %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK-NEXT:   aie.connect<DMA : 0, East : 1>
// CHECK:      %switchbox_0_4 = aie.switchbox(%tile_0_4) {
// CHECK-NEXT:   aie.connect<East : 1, DMA : 0>
// CHECK:      %switchbox_1_3 = aie.switchbox(%tile_1_3) {
// CHECK-NEXT:   aie.connect<South : 2, North : 2>

// FREE:      %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// FREE-NEXT:   aie.connect<DMA : 0, North : 1>
// FREE:      %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// FREE-NEXT:   aie.connect<South : 1, North : 1>

module {
  aie.device(npu2) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t04 = aie.tile(0, 4)
    %t10 = aie.tile(1, 0)
    %t11 = aie.tile(1, 1)
    %t12 = aie.tile(1, 2)
    %t13 = aie.tile(1, 3)
    %t14 = aie.tile(1, 4)
    aie.flow(%t02, DMA : 0, %t04, DMA : 0)
    aie.packet_flow(15) {
      aie.packet_source<%t00, DMA : 0>
      aie.packet_dest<%t00, TileControl : 0>
    } {keep_pkt_header = true, priority_route = true}
    aie.packet_flow(26) {
      aie.packet_source<%t00, DMA : 0>
      aie.packet_dest<%t01, TileControl : 0>
    } {keep_pkt_header = true, priority_route = true}
    aie.packet_flow(27) {
      aie.packet_source<%t00, DMA : 0>
      aie.packet_dest<%t02, TileControl : 0>
    } {keep_pkt_header = true, priority_route = true}
    aie.packet_flow(30) {
      aie.packet_source<%t00, DMA : 1>
      aie.packet_dest<%t04, TileControl : 0>
    } {keep_pkt_header = true, priority_route = true}
    aie.packet_flow(15) {
      aie.packet_source<%t10, DMA : 0>
      aie.packet_dest<%t10, TileControl : 0>
    } {keep_pkt_header = true, priority_route = true}
    aie.packet_flow(26) {
      aie.packet_source<%t10, DMA : 0>
      aie.packet_dest<%t11, TileControl : 0>
    } {keep_pkt_header = true, priority_route = true}
    aie.packet_flow(27) {
      aie.packet_source<%t10, DMA : 0>
      aie.packet_dest<%t12, TileControl : 0>
    } {keep_pkt_header = true, priority_route = true}
    aie.packet_flow(29) {
      aie.packet_source<%t10, DMA : 1>
      aie.packet_dest<%t13, TileControl : 0>
    } {keep_pkt_header = true, priority_route = true}
    aie.packet_flow(30) {
      aie.packet_source<%t10, DMA : 1>
      aie.packet_dest<%t14, TileControl : 0>
    } {keep_pkt_header = true, priority_route = true}
  } {has_ctrl_pkt_overlay = true}
}
