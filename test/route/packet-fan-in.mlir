// Two sources share one destination: both streams merge on the shared
// links; one arbiter drives the destination port.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s
// RUN: aiec --aie-create-pathfinder-flows --aie-find-flows %s | FileCheck --check-prefix=FLOWS %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t12 = aie.tile(1, 2)
    %t04 = aie.tile(0, 4)
    aie.packet_flow(5) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t04, DMA : 0>
    }
    aie.packet_flow(6) {
      aie.packet_source<%t12, DMA : 1>
      aie.packet_dest<%t04, DMA : 0>
    }
  }
}

// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.masterset(North : 0, %0)
// CHECK-NEXT: aie.packet_rules(DMA : 0) {
// CHECK-NEXT: aie.rule(31, 5, %0)
// CHECK-NEXT: }
// CHECK-NEXT: aie.packet_rules(East : 0) {
// CHECK-NEXT: aie.rule(31, 6, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_1_2 = aie.switchbox(%tile_1_2) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.masterset(West : 0, %0)
// CHECK-NEXT: aie.packet_rules(DMA : 1) {
// CHECK-NEXT: aie.rule(31, 6, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_0_4 = aie.switchbox(%tile_0_4) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.masterset(DMA : 0, %0)
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(31, 5, %0)
// CHECK-NEXT: aie.rule(31, 6, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.masterset(North : 0, %0)
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(31, 5, %0)
// CHECK-NEXT: aie.rule(31, 6, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }

// FLOWS: aie.packet_flow(5) {
// FLOWS: aie.packet_source<%tile_0_2, DMA : 0>
// FLOWS: aie.packet_dest<%tile_0_4, DMA : 0>
// FLOWS: aie.packet_flow(6) {
// FLOWS: aie.packet_source<%tile_1_2, DMA : 1>
// FLOWS: aie.packet_dest<%tile_0_4, DMA : 0>
// FLOWS: aie.packet_flow(5) {
// FLOWS: aie.packet_source<%tile_0_2, DMA : 0>
// FLOWS: aie.packet_dest<%tile_0_4, DMA : 0>
// FLOWS: aie.packet_flow(6) {
// FLOWS: aie.packet_source<%tile_1_2, DMA : 1>
// FLOWS: aie.packet_dest<%tile_0_4, DMA : 0>
