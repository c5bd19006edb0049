// Identical circuit flows (same source and destination) are one flow: routed
// once, with one connect per switch, and every copy consumed.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t13 = aie.tile(1, 3)
    aie.flow(%t02, DMA : 0, %t13, Core : 0)
    aie.flow(%t02, DMA : 0, %t13, Core : 0)
    aie.flow(%t02, DMA : 0, %t13, Core : 0)
  }
}

// CHECK-NOT: aie.flow(
// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK-NEXT: aie.connect<DMA : 0, North : 0>
// CHECK-NEXT: }
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK-NEXT: aie.connect<South : 0, East : 0>
// CHECK-NEXT: }
// CHECK: %switchbox_1_3 = aie.switchbox(%tile_1_3) {
// CHECK-NEXT: aie.connect<West : 0, Core : 0>
// CHECK-NEXT: }
// CHECK-NOT: aie.flow(
