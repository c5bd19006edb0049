// Flows with one source form a broadcast tree: every destination is reached
// and the shared prefix is routed once.
// RUN: aiec --aie-create-pathfinder-flows --aie-find-flows %s | FileCheck %s
// RUN: aiec --aie-create-pathfinder-flows %s --dump-routing=json:%t.json > /dev/null
// RUN: FileCheck --check-prefix=LEN %s < %t.json

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t04 = aie.tile(0, 4)
    %t05 = aie.tile(0, 5)
    %t15 = aie.tile(1, 5)
    aie.flow(%t02, DMA : 0, %t04, DMA : 0)
    aie.flow(%t02, DMA : 0, %t05, DMA : 1)
    aie.flow(%t02, DMA : 0, %t15, Core : 0)
  }
}

// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK: aie.connect<DMA : 0, North : 0>
// CHECK: }
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK: aie.connect<South : 0, North : 0>
// CHECK: }
// CHECK: %switchbox_0_4 = aie.switchbox(%tile_0_4) {
// CHECK: aie.connect<South : 0, DMA : 0>
// CHECK: aie.connect<South : 0, North : 0>
// CHECK: }
// CHECK: %switchbox_0_5 = aie.switchbox(%tile_0_5) {
// CHECK: aie.connect<South : 0, DMA : 1>
// CHECK: aie.connect<South : 0, East : 0>
// CHECK: }
// CHECK: %switchbox_1_5 = aie.switchbox(%tile_1_5) {
// CHECK: aie.connect<West : 0, Core : 0>
// CHECK: }
// CHECK: aie.flow(%tile_0_2, DMA : 0, %tile_0_4, DMA : 0)
// CHECK: aie.flow(%tile_0_2, DMA : 0, %tile_0_5, DMA : 1)
// CHECK: aie.flow(%tile_0_2, DMA : 0, %tile_1_5, Core : 0)
// LEN: "total_path_length": 4
