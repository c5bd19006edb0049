// Shim DMA endpoints go through the shim mux with the fixed channel mapping:
// MM2S 0 -> South 3, MM2S 1 -> South 7, S2MM 0 <- South 2, S2MM 1 <- South 3.
// RUN: aiec --split-input-file --aie-create-pathfinder-flows %s | FileCheck %s

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t00, DMA : 1, %t02, DMA : 1)
  }
}

// -----

module {
  aie.device(npu1) {
    %t10 = aie.tile(1, 0)
    %t12 = aie.tile(1, 2)
    aie.flow(%t12, DMA : 0, %t10, DMA : 0)
    aie.flow(%t12, Core : 0, %t10, DMA : 1)
  }
}

// CHECK: %switchbox_0_0 = aie.switchbox(%shim_noc_tile_0_0) {
// CHECK: aie.connect<South : 3, North : 0>
// CHECK: aie.connect<South : 7, North : 1>
// CHECK: }
// CHECK: %shim_mux_0_0 = aie.shim_mux(%shim_noc_tile_0_0) {
// CHECK: aie.connect<DMA : 0, North : 3>
// CHECK: aie.connect<DMA : 1, North : 7>
// CHECK: }
// CHECK: %switchbox_0_1 = aie.switchbox(%mem_tile_0_1) {
// CHECK: aie.connect<South : 0, North : 0>
// CHECK: aie.connect<South : 1, North : 1>
// CHECK: }
// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK: aie.connect<South : 0, DMA : 0>
// CHECK: aie.connect<South : 1, DMA : 1>
// CHECK: }
// CHECK: // -----
// CHECK: %switchbox_1_0 = aie.switchbox(%shim_noc_tile_1_0) {
// CHECK: aie.connect<North : 0, South : 2>
// CHECK: aie.connect<North : 1, South : 3>
// CHECK: }
// CHECK: %shim_mux_1_0 = aie.shim_mux(%shim_noc_tile_1_0) {
// CHECK: aie.connect<North : 2, DMA : 0>
// CHECK: aie.connect<North : 3, DMA : 1>
// CHECK: }
// CHECK: %switchbox_1_1 = aie.switchbox(%mem_tile_1_1) {
// CHECK: aie.connect<North : 0, South : 0>
// CHECK: aie.connect<North : 1, South : 1>
// CHECK: }
// CHECK: %switchbox_1_2 = aie.switchbox(%tile_1_2) {
// CHECK: aie.connect<DMA : 0, South : 0>
// CHECK: aie.connect<Core : 0, South : 1>
// CHECK: }
