// Fixed connections hold every wire into tile (0, 2) from the north, so a
// flow from above cannot get in: the capacity check finds no free wire
// across the row boundary.
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s

module {
  aie.device(npu1_1col) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %sb = aie.switchbox(%t02) {
      aie.connect<North : 0, South : 0>
      aie.connect<North : 1, South : 1>
      aie.connect<North : 2, South : 2>
      aie.connect<North : 3, South : 3>
    }
    aie.flow(%t03, DMA : 0, %t02, DMA : 0)
  }
}

// CHECK: error-no-path.mlir:16:5: error: Unable to find a legal routing: the flows from (0, 3) DMA:0 need the links from tile (0, 3) to (0, 2), and the router found no routing that fits them.
// CHECK-NEXT: aie.flow(%t03, DMA : 0, %t02, DMA : 0)
// CHECK: help: no routing exists (wires held by pre-existing switchboxes are not free)
// CHECK: note: 1 circuit flow must cross the boundary between rows 2 and 3 southward, which has 0 free stream channels
// CHECK-NOT: error:
