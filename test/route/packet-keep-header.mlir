// keep_pkt_header lands on the masterset of the flow's destination port only.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t04 = aie.tile(0, 4)
    aie.packet_flow(2) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t04, DMA : 1>
    } {keep_pkt_header = true}
  }
}

// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.masterset(North : 0, %0)
// CHECK-NEXT: aie.packet_rules(DMA : 0) {
// CHECK-NEXT: aie.rule(31, 2, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_0_4 = aie.switchbox(%tile_0_4) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.masterset(DMA : 1, %0) {keep_pkt_header = true}
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(31, 2, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.masterset(North : 0, %0)
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(31, 2, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
