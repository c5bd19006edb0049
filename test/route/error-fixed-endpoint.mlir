// The flow's source port is already used by a pre-existing connect.
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %sb = aie.switchbox(%t02) {
      aie.connect<DMA : 0, North : 5>
    }
    aie.flow(%t02, DMA : 0, %t03, DMA : 0)
  }
}

// CHECK: error-fixed-endpoint.mlir:11:5: error: 'aie.flow' op slave (0, 2) DMA : 0 is already configured by a pre-existing switchbox
// CHECK: help: remove the fixed connection or route this flow to another port
