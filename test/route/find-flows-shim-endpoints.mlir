// --aie-find-flows translates the shim mux: a South port fed by the mux is
// the mux's DMA / NOC / PLIO endpoint; a South port without a mux connect
// stays a South endpoint.
// RUN: aiec --aie-create-pathfinder-flows --aie-find-flows %s | FileCheck %s

// CHECK-DAG: aie.flow(%shim_noc_tile_2_0, NOC : 3, %tile_2_2, DMA : 1)
// CHECK-DAG: aie.flow(%tile_2_2, Core : 0, %shim_noc_tile_3_0, PLIO : 2)
// CHECK-DAG: aie.flow(%tile_2_1, DMA : 0, %shim_noc_tile_2_0, DMA : 1)
// CHECK-DAG: aie.flow(%tile_2_1, Core : 0, %shim_noc_tile_3_0, South : 5)

module {
  aie.device(xcvc1902) {
    %t20 = aie.tile(2, 0)
    %t30 = aie.tile(3, 0)
    %t21 = aie.tile(2, 1)
    %t22 = aie.tile(2, 2)
    aie.flow(%t20, NOC : 3, %t22, DMA : 1)
    aie.flow(%t22, Core : 0, %t30, PLIO : 2)
    aie.flow(%t21, DMA : 0, %t20, DMA : 1)
    aie.flow(%t21, Core : 0, %t30, South : 5)
  }
}
