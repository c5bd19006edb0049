// Packet endpoints on a shim DMA: rules on South 3 / 7 and mastersets on
// South 2 / 3, with the shim mux connects (created after the tile).
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

module {
  aie.device(npu1) {
    %t10 = aie.tile(1, 0)
    %t12 = aie.tile(1, 2)
    aie.packet_flow(10) {
      aie.packet_source<%t12, DMA : 0>
      aie.packet_dest<%t10, DMA : 1>
    }
    aie.packet_flow(11) {
      aie.packet_source<%t10, DMA : 1>
      aie.packet_dest<%t12, DMA : 1>
    }
  }
}

// CHECK: %shim_mux_1_0 = aie.shim_mux(%shim_noc_tile_1_0) {
// CHECK-NEXT: aie.connect<DMA : 1, North : 7>
// CHECK-NEXT: aie.connect<North : 3, DMA : 1>
// CHECK-NEXT: }
// CHECK: %switchbox_1_0 = aie.switchbox(%shim_noc_tile_1_0) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.amsel<1> (0)
// CHECK-NEXT: %2 = aie.masterset(South : 3, %0)
// CHECK-NEXT: %3 = aie.masterset(North : 0, %1)
// CHECK-NEXT: aie.packet_rules(South : 7) {
// CHECK-NEXT: aie.rule(31, 11, %1)
// CHECK-NEXT: }
// CHECK-NEXT: aie.packet_rules(North : 0) {
// CHECK-NEXT: aie.rule(31, 10, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_1_2 = aie.switchbox(%tile_1_2) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.amsel<1> (0)
// CHECK-NEXT: %2 = aie.masterset(DMA : 1, %0)
// CHECK-NEXT: %3 = aie.masterset(South : 0, %1)
// CHECK-NEXT: aie.packet_rules(DMA : 0) {
// CHECK-NEXT: aie.rule(31, 10, %1)
// CHECK-NEXT: }
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(31, 11, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_1_1 = aie.switchbox(%mem_tile_1_1) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.amsel<1> (0)
// CHECK-NEXT: %2 = aie.masterset(South : 0, %0)
// CHECK-NEXT: %3 = aie.masterset(North : 0, %1)
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(31, 11, %1)
// CHECK-NEXT: }
// CHECK-NEXT: aie.packet_rules(North : 0) {
// CHECK-NEXT: aie.rule(31, 10, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
