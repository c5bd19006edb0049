// Five packet IDs leave one port for five different destinations: a slave
// port has only four rule slots.
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t12 = aie.tile(1, 2)
    aie.packet_flow(1) {
      aie.packet_source<%t12, DMA : 0>
      aie.packet_dest<%t02, DMA : 0>
    }
    aie.packet_flow(2) {
      aie.packet_source<%t12, DMA : 0>
      aie.packet_dest<%t02, DMA : 1>
    }
    aie.packet_flow(4) {
      aie.packet_source<%t12, DMA : 0>
      aie.packet_dest<%t02, Core : 0>
    }
    aie.packet_flow(8) {
      aie.packet_source<%t12, DMA : 0>
      aie.packet_dest<%t02, FIFO : 0>
    }
    aie.packet_flow(16) {
      aie.packet_source<%t12, DMA : 0>
      aie.packet_dest<%t02, TileControl : 0>
    }
  }
}

// CHECK: error-packet-slots.mlir:8:5: error: 'aie.tile' op slave port DMA : 0 needs 5 packet rules, but a port has 4 slots
// CHECK-NEXT: %t12 = aie.tile(1, 2)
// CHECK: help: spread the packet flows over more switches
