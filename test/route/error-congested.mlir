// Eight flows must cross from the mem tile row to the cores of a one-column
// device, but only six wires go north: the router gives up after its bounded
// negotiation and names every flow that still shares a port.
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

// CHECK: error-congested.mlir:14:5: error: 'aie.flow' op unroutable: flow from (0, 1) DMA : 0 to (0, 2) DMA : 0 still shares 1 port(s) with other flows after 13 rounds of negotiation
// CHECK: help: the array has too few ports here
// CHECK: note: (0, 1) North : 0 -> (0, 2) is also wanted by flow from (0, 0) DMA : 0 to (0, 5) DMA : 0
// CHECK: error-congested.mlir:15:5: error: 'aie.flow' op unroutable: flow from (0, 1) DMA : 1
// CHECK: error-congested.mlir:20:5: error: 'aie.flow' op unroutable: flow from (0, 0) DMA : 0 to (0, 5) DMA : 0
// CHECK: note: (0, 1) North : 0 -> (0, 2) is also wanted by flow from (0, 1) DMA : 0 to (0, 2) DMA : 0
// CHECK: error-congested.mlir:21:5: error: 'aie.flow' op unroutable
// CHECK-NOT: error:
