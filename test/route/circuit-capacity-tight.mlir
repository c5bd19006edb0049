// 20 circuit flows from column 0 to column 1 of npu1_2col fill the 20
// eastward wires of the column boundary exactly: the capacity check lets it
// through and the router uses every wire (error-capacity-column.mlir has one
// flow more).
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s

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
  }
}

// CHECK-NOT: aie.flow(
// CHECK-COUNT-20: , East : {{[0-3]}}>
// CHECK-NOT: , East :
// CHECK-NOT: aie.flow(
