// 21 circuit flows go from column 0 to column 1 of npu1_2col, whose column
// boundary has 20 eastward wires (4 per core tile row, 4 in the shim row, none
// in the mem tile row). The capacity check proves it unroutable before any
// negotiation: one error, at the first flow, naming the cut with its counts.
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s

module {
  aie.device(npu1_2col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t04 = aie.tile(0, 4)
    %t05 = aie.tile(0, 5)
    %t10 = aie.tile(1, 0)
    %t11 = aie.tile(1, 1)
    %t12 = aie.tile(1, 2)
    %t13 = aie.tile(1, 3)
    %t14 = aie.tile(1, 4)
    %t15 = aie.tile(1, 5)
    aie.flow(%t00, DMA : 0, %t10, DMA : 0)
    aie.flow(%t00, DMA : 1, %t10, DMA : 1)
    aie.flow(%t01, DMA : 0, %t11, DMA : 0)
    aie.flow(%t01, DMA : 1, %t11, DMA : 1)
    aie.flow(%t01, DMA : 2, %t11, DMA : 2)
    aie.flow(%t01, DMA : 3, %t11, DMA : 3)
    aie.flow(%t01, DMA : 4, %t11, DMA : 4)
    aie.flow(%t01, DMA : 5, %t11, DMA : 5)
    aie.flow(%t02, DMA : 0, %t12, DMA : 0)
    aie.flow(%t02, DMA : 1, %t12, DMA : 1)
    aie.flow(%t02, Core : 0, %t12, Core : 0)
    aie.flow(%t02, FIFO : 0, %t12, FIFO : 0)
    aie.flow(%t03, DMA : 0, %t13, DMA : 0)
    aie.flow(%t03, DMA : 1, %t13, DMA : 1)
    aie.flow(%t03, Core : 0, %t13, Core : 0)
    aie.flow(%t03, FIFO : 0, %t13, FIFO : 0)
    aie.flow(%t04, DMA : 0, %t14, DMA : 0)
    aie.flow(%t04, DMA : 1, %t14, DMA : 1)
    aie.flow(%t04, Core : 0, %t14, Core : 0)
    aie.flow(%t04, FIFO : 0, %t14, FIFO : 0)
    aie.flow(%t05, DMA : 0, %t15, DMA : 0)
  }
}

// CHECK: error-capacity-column.mlir:21:5: error: Unable to find a legal routing: the flows from (0, 0) DMA:0, (0, 0) DMA:1, (0, 1) DMA:0, (0, 1) DMA:1 and 17 more need the links across the boundary between columns 0 and 1 eastward, and the router found no routing that fits them.
// CHECK-NEXT: aie.flow(%t00, DMA : 0, %t10, DMA : 0)
// CHECK: help: no routing exists (wires held by pre-existing switchboxes are not free): move endpoints so that fewer flows cross there
// CHECK: note: 21 circuit flows must cross the boundary between columns 0 and 1 eastward, which has 20 free stream channels
// The flows it means, each at its line (the first five), then a count.
// CHECK: error-capacity-column.mlir:21:5: note: must cross it: flow from (0, 0) DMA : 0 to (1, 0) DMA : 0
// CHECK: error-capacity-column.mlir:22:5: note: must cross it: flow from (0, 0) DMA : 1 to (1, 0) DMA : 1
// CHECK: error-capacity-column.mlir:25:5: note: must cross it: flow from (0, 1) DMA : 2 to (1, 1) DMA : 2
// CHECK-NOT: must cross it
// CHECK: note: and 16 more flows must cross it
// CHECK-NOT: error:
