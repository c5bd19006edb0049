// NOC and PLIO endpoints of a shim tile: NOC 2 enters at South 6, NOC 1
// leaves at South 3, PLIO channels map to themselves.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

module {
  aie.device(xcvc1902) {
    %t20 = aie.tile(2, 0)
    %t21 = aie.tile(2, 1)
    %t30 = aie.tile(3, 0)
    aie.flow(%t20, NOC : 2, %t21, DMA : 0)
    aie.flow(%t21, DMA : 0, %t20, NOC : 1)
    aie.flow(%t21, Core : 0, %t30, PLIO : 4)
  }
}

// CHECK: %switchbox_2_0 = aie.switchbox(%shim_noc_tile_2_0) {
// CHECK: aie.connect<South : 6, North : 0>
// CHECK: aie.connect<North : 0, South : 3>
// CHECK: aie.connect<North : 1, East : 0>
// CHECK: }
// CHECK: %shim_mux_2_0 = aie.shim_mux(%shim_noc_tile_2_0) {
// CHECK: aie.connect<NOC : 2, North : 6>
// CHECK: aie.connect<North : 3, NOC : 1>
// CHECK: }
// CHECK: %switchbox_2_1 = aie.switchbox(%tile_2_1) {
// CHECK: aie.connect<South : 0, DMA : 0>
// CHECK: aie.connect<DMA : 0, South : 0>
// CHECK: aie.connect<Core : 0, South : 1>
// CHECK: }
// CHECK: %switchbox_3_0 = aie.switchbox(%shim_noc_tile_3_0) {
// CHECK: aie.connect<West : 0, South : 4>
// CHECK: }
// CHECK: %shim_mux_3_0 = aie.shim_mux(%shim_noc_tile_3_0) {
// CHECK: aie.connect<North : 4, PLIO : 4>
// CHECK: }
