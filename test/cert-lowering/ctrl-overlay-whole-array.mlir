// --aie-generate-column-control-overlay=whole-array-control-coverage=true:
// the control routes reach the TileControl port of every tile of the array
// (each column, each row), with the tiles they need, not only the occupied
// columns up to their highest row (the default).
// RUN: aiec %s --aie-generate-column-control-overlay="route-shim-to-tile-ctrl=true whole-array-control-coverage=true" | FileCheck %s --check-prefix=WHOLE
// RUN: aiec %s --aie-generate-column-control-overlay="route-shim-to-tile-ctrl=true whole-array-control-coverage=true" | FileCheck %s --check-prefix=ALLOC
// RUN: aiec %s --aie-generate-column-control-overlay="route-shim-to-tile-ctrl=true" | FileCheck %s --check-prefix=BOX
// RUN: aiec %s --aie-generate-column-control-overlay="route-shim-to-tile-ctrl=true whole-array-control-coverage=true" --aie-create-pathfinder-flows -o /dev/null

// WHOLE-COUNT-12: aie.packet_dest<%{{.*}}, TileControl : 0>
// WHOLE-NOT: aie.packet_dest
// ALLOC-DAG: aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0
// ALLOC-DAG: aie.shim_dma_allocation @ctrlpkt_col1_mm2s_chan1
// ALLOC-DAG: aie.packet_dest<%tile_1_5, TileControl : 0>
// BOX-COUNT-3: aie.packet_dest<%{{.*}}, TileControl : 0>
// BOX-NOT: aie.packet_dest
module {
  aie.device(npu1_2col) {
    %t = aie.tile(0, 2)
  }
}
