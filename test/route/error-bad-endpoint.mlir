// Endpoints that do not exist: a shim DMA on a PL shim, a North port on the
// top row, PLIO channel 9.
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s

module {
  aie.device(xcvc1902) {
    %t00 = aie.tile(0, 0)
    %t20 = aie.tile(2, 0)
    %t18 = aie.tile(1, 8)
    aie.flow(%t00, DMA : 0, %t18, DMA : 0)
    aie.flow(%t18, North : 0, %t18, DMA : 1)
    aie.flow(%t18, Core : 0, %t20, PLIO : 9)
  }
}

// CHECK: error-bad-endpoint.mlir:10:5: error: 'aie.flow' op source (0, 0) DMA : 0 does not exist on this shim PL tile
// CHECK: help: shim DMA and NOC endpoints need a shim NOC tile
// CHECK: error-bad-endpoint.mlir:11:5: error: 'aie.flow' op source (1, 8) North : 0 does not exist on this core tile
// CHECK: help: a flow starts at a slave port
// CHECK: error-bad-endpoint.mlir:12:5: error: 'aie.flow' op destination (2, 0) PLIO : 9 does not exist on this shim NOC tile
