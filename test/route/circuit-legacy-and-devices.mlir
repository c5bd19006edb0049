// Every device of a module is routed on its own; ops directly in the module
// are an xcvc1902 design.
// RUN: aiec --split-input-file --aie-create-pathfinder-flows --aie-find-flows %s | FileCheck %s

module {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    %t05 = aie.tile(0, 5)
    aie.flow(%t02, DMA : 0, %t05, DMA : 0)
  }
  aie.device(npu2) {
    %t72 = aie.tile(7, 2)
    %t62 = aie.tile(6, 2)
    aie.flow(%t72, Core : 0, %t62, Core : 0)
  }
}

// -----

module {
  %t11 = aie.tile(1, 1)
  %t21 = aie.tile(2, 1)
  aie.flow(%t11, Core : 1, %t21, Core : 1)
}

// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK: aie.connect<DMA : 0, North : 0>
// CHECK: }
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK: aie.connect<South : 0, North : 0>
// CHECK: }
// CHECK: %switchbox_0_4 = aie.switchbox(%tile_0_4) {
// CHECK: aie.connect<South : 0, North : 0>
// CHECK: }
// CHECK: %switchbox_0_5 = aie.switchbox(%tile_0_5) {
// CHECK: aie.connect<South : 0, DMA : 0>
// CHECK: }
// CHECK: aie.flow(%tile_0_2, DMA : 0, %tile_0_5, DMA : 0)
// CHECK: %switchbox_6_2 = aie.switchbox(%tile_6_2) {
// CHECK: aie.connect<East : 0, Core : 0>
// CHECK: }
// CHECK: %switchbox_7_2 = aie.switchbox(%tile_7_2) {
// CHECK: aie.connect<Core : 0, West : 0>
// CHECK: }
// CHECK: aie.flow(%tile_7_2, Core : 0, %tile_6_2, Core : 0)
// CHECK: // -----
// CHECK: %switchbox_1_1 = aie.switchbox(%tile_1_1) {
// CHECK: aie.connect<Core : 1, East : 0>
// CHECK: }
// CHECK: %switchbox_2_1 = aie.switchbox(%tile_2_1) {
// CHECK: aie.connect<West : 0, Core : 1>
// CHECK: }
// CHECK: aie.flow(%tile_1_1, Core : 1, %tile_2_1, Core : 1)
