// A circuit flow between two core tiles: the shortest route (2 hops), one
// connect per switch, the aie.flow consumed, wires added.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t13 = aie.tile(1, 3)
    aie.flow(%t02, DMA : 0, %t13, Core : 0)
  }
}


// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK: aie.connect<DMA : 0, North : 0>
// CHECK: }
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK: aie.connect<South : 0, East : 0>
// CHECK: }
// CHECK: %switchbox_1_3 = aie.switchbox(%tile_1_3) {
// CHECK: aie.connect<West : 0, Core : 0>
// CHECK: }
// CHECK-NOT: aie.flow
// CHECK: aie.wire(%tile_0_2 : Core, %switchbox_0_2 : Core)
// CHECK: aie.wire(%tile_0_2 : DMA, %switchbox_0_2 : DMA)
// CHECK: aie.wire(%tile_0_3 : Core, %switchbox_0_3 : Core)
// CHECK: aie.wire(%tile_0_3 : DMA, %switchbox_0_3 : DMA)
// CHECK: aie.wire(%switchbox_0_2 : North, %switchbox_0_3 : South)
// CHECK: aie.wire(%switchbox_0_3 : East, %switchbox_1_3 : West)
// CHECK: aie.wire(%tile_1_3 : Core, %switchbox_1_3 : Core)
// CHECK: aie.wire(%tile_1_3 : DMA, %switchbox_1_3 : DMA)
