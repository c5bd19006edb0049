// One source, two packet IDs, two destinations: the source's rules send each
// ID to its own amsel; the destinations' ports get a masterset each.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s
// RUN: aiec --aie-create-pathfinder-flows --aie-find-flows %s | FileCheck --check-prefix=FLOWS %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.packet_flow(1) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 0>
    }
    aie.packet_flow(2) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 1>
    }
  }
}

// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.masterset(North : 0, %0)
// CHECK-NEXT: aie.packet_rules(DMA : 0) {
// CHECK-NEXT: aie.rule(31, 1, %0)
// CHECK-NEXT: aie.rule(31, 2, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.amsel<1> (0)
// CHECK-NEXT: %2 = aie.masterset(DMA : 0, %0)
// CHECK-NEXT: %3 = aie.masterset(DMA : 1, %1)
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(31, 1, %0)
// CHECK-NEXT: aie.rule(31, 2, %1)
// CHECK-NEXT: }
// CHECK-NEXT: }

// FLOWS: aie.packet_flow(1) {
// FLOWS: aie.packet_source<%tile_0_2, DMA : 0>
// FLOWS: aie.packet_dest<%tile_0_3, DMA : 0>
// FLOWS: aie.packet_flow(2) {
// FLOWS: aie.packet_source<%tile_0_2, DMA : 0>
// FLOWS: aie.packet_dest<%tile_0_3, DMA : 1>
// FLOWS: aie.packet_flow(1) {
// FLOWS: aie.packet_source<%tile_0_2, DMA : 0>
// FLOWS: aie.packet_dest<%tile_0_3, DMA : 0>
// FLOWS: aie.packet_flow(2) {
// FLOWS: aie.packet_source<%tile_0_2, DMA : 0>
// FLOWS: aie.packet_dest<%tile_0_3, DMA : 1>
