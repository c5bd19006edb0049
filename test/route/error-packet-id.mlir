// A packet ID must fit the 5-bit ID field of the packet header.
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s

// CHECK: error-packet-id.mlir:[[@LINE+6]]:5: error: 'aie.packet_flow' op packet ID 40 does not fit the 5-bit packet ID field
// CHECK: help: packet IDs are 0 to 31
module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.packet_flow(40) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 0>
    }
  }
}
