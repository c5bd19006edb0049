// A packet flow's end that does not exist is reported at the
// aie.packet_source or aie.packet_dest that names it.
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.packet_flow(1) {
      // CHECK: error-bad-packet-endpoint.mlir:[[@LINE+1]]:7: error: 'aie.packet_source' op source (0, 0) DMA : 7 does not exist on this shim NOC tile
      aie.packet_source<%t00, DMA : 7>
      aie.packet_dest<%t02, DMA : 0>
    }
    aie.packet_flow(2) {
      aie.packet_source<%t02, DMA : 0>
      // CHECK: error-bad-packet-endpoint.mlir:[[@LINE+2]]:7: error: 'aie.packet_dest' op destination (0, 2) DMA : 9 does not exist on this core tile
      // CHECK: help: a flow ends at a master port
      aie.packet_dest<%t02, DMA : 9>
    }
  }
}
