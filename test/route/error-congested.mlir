// Eight flows must cross from the mem tile row to the cores of a one-column
// device, but only six wires go north: the capacity check reports it before
// routing, as one error naming the row boundary with its demand and capacity.
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t04 = aie.tile(0, 4)
    %t05 = aie.tile(0, 5)
    aie.flow(%t01, DMA : 0, %t02, DMA : 0)
    aie.flow(%t01, DMA : 1, %t02, DMA : 1)
    aie.flow(%t01, DMA : 2, %t03, DMA : 0)
    aie.flow(%t01, DMA : 3, %t03, DMA : 1)
    aie.flow(%t01, DMA : 4, %t04, DMA : 0)
    aie.flow(%t01, DMA : 5, %t04, DMA : 1)
    aie.flow(%t00, DMA : 0, %t05, DMA : 0)
    aie.flow(%t00, DMA : 1, %t05, DMA : 1)
  }
}

// CHECK: error-congested.mlir:14:5: error: Unable to find a legal routing: the flows from (0, 0) DMA:0, (0, 0) DMA:1, (0, 1) DMA:0, (0, 1) DMA:1 and 4 more need the links from tile (0, 1) to (0, 2), and the router found no routing that fits them.
// CHECK-NEXT: aie.flow(%t01, DMA : 0, %t02, DMA : 0)
// CHECK: help: no routing exists (wires held by pre-existing switchboxes are not free): move endpoints so that fewer flows cross there, or make flows that may share links packet flows
// CHECK: note: 8 circuit flows must cross the boundary between rows 1 and 2 northward, which has 6 free stream channels
// CHECK: error-congested.mlir:14:5: note: must cross it: flow from (0, 1) DMA : 0 to (0, 2) DMA : 0
// CHECK-NOT: error:
