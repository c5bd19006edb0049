// Through a mem tile: no East/West ports, and North/South keep their channel.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s
// RUN: aiec --aie-create-pathfinder-flows --aie-find-flows %s | FileCheck --check-prefix=FLOWS %s

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    aie.flow(%t00, DMA : 0, %t01, DMA : 0)
    aie.flow(%t01, DMA : 4, %t02, DMA : 1)
    aie.flow(%t02, Core : 0, %t00, DMA : 0)
  }
}

// CHECK: %switchbox_0_0 = aie.switchbox(%shim_noc_tile_0_0) {
// CHECK: aie.connect<South : 3, North : 0>
// CHECK: aie.connect<North : 0, South : 2>
// CHECK: }
// CHECK: %shim_mux_0_0 = aie.shim_mux(%shim_noc_tile_0_0) {
// CHECK: aie.connect<DMA : 0, North : 3>
// CHECK: aie.connect<North : 2, DMA : 0>
// CHECK: }
// CHECK: %switchbox_0_1 = aie.switchbox(%mem_tile_0_1) {
// CHECK: aie.connect<South : 0, DMA : 0>
// CHECK: aie.connect<DMA : 4, North : 0>
// CHECK: aie.connect<North : 0, South : 0>
// CHECK: }
// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK: aie.connect<South : 0, DMA : 1>
// CHECK: aie.connect<Core : 0, South : 0>
// CHECK: }
// FLOWS-DAG: aie.flow(%shim_noc_tile_0_0, DMA : 0, %mem_tile_0_1, DMA : 0)
// FLOWS-DAG: aie.flow(%mem_tile_0_1, DMA : 4, %tile_0_2, DMA : 1)
// FLOWS-DAG: aie.flow(%tile_0_2, Core : 0, %shim_noc_tile_0_0, DMA : 0)
