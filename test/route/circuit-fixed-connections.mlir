// Pre-existing switchboxes are kept and their ports are not reused; new
// connects go into the existing switchbox.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %sb = aie.switchbox(%t02) {
      aie.connect<Core : 0, North : 0>
    }
    aie.flow(%t02, DMA : 0, %t03, DMA : 0)
  }
}

// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK: aie.connect<Core : 0, North : 0>
// CHECK: aie.connect<DMA : 0, North : 1>
// CHECK: }
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK: aie.connect<South : 1, DMA : 0>
// CHECK: }
