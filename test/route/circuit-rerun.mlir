// Routing an already-routed design again adds nothing: its connects are
// fixed, there is no aie.flow left, and no wire is added twice.
// RUN: aiec --aie-create-pathfinder-flows %s -o %t.once.mlir
// RUN: aiec --aie-create-pathfinder-flows %t.once.mlir | FileCheck %s

// CHECK: aie.connect<DMA : 0, North : 0>
// CHECK-NOT: aie.connect
// CHECK: aie.connect<South : 0, DMA : 0>
// CHECK-NOT: aie.connect
// CHECK: aie.wire(%switchbox_0_2 : North, %switchbox_0_3 : South)
// CHECK-NOT: aie.wire(%switchbox_0_2 : North, %switchbox_0_3 : South)

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.flow(%t02, DMA : 0, %t03, DMA : 0)
  }
}
