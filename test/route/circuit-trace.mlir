// AIE2 trace ports only reach DMA 0, FIFO or South in their own switch: a
// trace flow to the east turns around in the switch below (North 0 back to
// North 0, legal with the same channel) and comes back up.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK-NEXT: aie.connect<North : 0, North : 0>
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK-NEXT: aie.connect<Trace : 1, South : 0>
// CHECK-NEXT: aie.connect<South : 0, East : 0>
// CHECK: %switchbox_1_3 = aie.switchbox(%tile_1_3) {
// CHECK-NEXT: aie.connect<West : 0, DMA : 0>

module {
  aie.device(npu1) {
    %t03 = aie.tile(0, 3)
    %t13 = aie.tile(1, 3)
    aie.flow(%t03, Trace : 1, %t13, DMA : 0)
  }
}
