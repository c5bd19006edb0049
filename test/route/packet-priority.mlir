// A priority (control) packet flow is routed first, takes arbiters from the
// top (5) and keeps its links to itself.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.packet_flow(1) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t02, Core : 0>
    }
    aie.packet_flow(15) {
      aie.packet_source<%t00, DMA : 0>
      aie.packet_dest<%t02, TileControl : 0>
    } {priority_route = true}
  }
}

// CHECK: %shim_mux_0_0 = aie.shim_mux(%shim_noc_tile_0_0) {
// CHECK-NEXT: aie.connect<DMA : 0, North : 3>
// CHECK-NEXT: }
// CHECK: %switchbox_0_0 = aie.switchbox(%shim_noc_tile_0_0) {
// CHECK-NEXT: %0 = aie.amsel<5> (0)
// CHECK-NEXT: %1 = aie.masterset(North : 0, %0)
// CHECK-NEXT: aie.packet_rules(South : 3) {
// CHECK-NEXT: aie.rule(31, 15, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.amsel<5> (0)
// CHECK-NEXT: %2 = aie.masterset(Core : 0, %0)
// CHECK-NEXT: %3 = aie.masterset(TileControl : 0, %1)
// CHECK-NEXT: aie.packet_rules(DMA : 0) {
// CHECK-NEXT: aie.rule(31, 1, %0)
// CHECK-NEXT: }
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(31, 15, %1)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_0_1 = aie.switchbox(%mem_tile_0_1) {
// CHECK-NEXT: %0 = aie.amsel<5> (0)
// CHECK-NEXT: %1 = aie.masterset(North : 0, %0)
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(31, 15, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
