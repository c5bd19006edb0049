// Six flows cross from column 0 to column 1 of npu1_2col, but a switch has
// only four East wires: negotiation spreads them over several rows.
// RUN: aiec --aie-create-pathfinder-flows --aie-find-flows %s | FileCheck %s

module {
  aie.device(npu1_2col) {
    %t03 = aie.tile(0, 3)
    %t13 = aie.tile(1, 3)
    aie.flow(%t03, DMA : 0, %t13, DMA : 0)
    aie.flow(%t03, DMA : 1, %t13, DMA : 1)
    aie.flow(%t03, Core : 0, %t13, Core : 0)
    aie.flow(%t03, FIFO : 0, %t13, FIFO : 0)
    aie.flow(%t03, Trace : 0, %t13, TileControl : 0)
    aie.flow(%t03, TileControl : 0, %t13, South : 3)
  }
}

// CHECK-DAG: aie.flow(%tile_0_3, Core : 0, %tile_1_3, Core : 0)
// CHECK-DAG: aie.flow(%tile_0_3, DMA : 0, %tile_1_3, DMA : 0)
// CHECK-DAG: aie.flow(%tile_0_3, DMA : 1, %tile_1_3, DMA : 1)
// CHECK-DAG: aie.flow(%tile_0_3, FIFO : 0, %tile_1_3, FIFO : 0)
// CHECK-DAG: aie.flow(%tile_0_3, Trace : 0, %tile_1_3, TileControl : 0)
// CHECK-DAG: aie.flow(%tile_0_3, TileControl : 0, %tile_1_3, South : 3)
// CHECK-NOT: aie.flow
