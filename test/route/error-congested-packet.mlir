// Eight packet flows with the same packet ID must go north out of the mem
// tile row of a one-column device through six wires. Packet nets are not
// counted by the capacity check (they may share wires), but equal IDs may
// not: negotiation stops once it no longer improves and reports one summary
// error naming the ports still wanted by several flows.
// RUN: not aiec --aie-create-pathfinder-flows %s 2>&1 | FileCheck %s

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t04 = aie.tile(0, 4)
    %t05 = aie.tile(0, 5)
    aie.packet_flow(1) { aie.packet_source<%t01, DMA : 0> aie.packet_dest<%t02, DMA : 0> }
    aie.packet_flow(1) { aie.packet_source<%t01, DMA : 1> aie.packet_dest<%t02, DMA : 1> }
    aie.packet_flow(1) { aie.packet_source<%t01, DMA : 2> aie.packet_dest<%t03, DMA : 0> }
    aie.packet_flow(1) { aie.packet_source<%t01, DMA : 3> aie.packet_dest<%t03, DMA : 1> }
    aie.packet_flow(1) { aie.packet_source<%t01, DMA : 4> aie.packet_dest<%t04, DMA : 0> }
    aie.packet_flow(1) { aie.packet_source<%t01, DMA : 5> aie.packet_dest<%t04, DMA : 1> }
    aie.packet_flow(1) { aie.packet_source<%t00, DMA : 0> aie.packet_dest<%t05, DMA : 0> }
    aie.packet_flow(1) { aie.packet_source<%t00, DMA : 1> aie.packet_dest<%t05, DMA : 1> }
  }
}

// CHECK: error-congested-packet.mlir:16:5: error: 'aie.packet_flow' op unroutable: 2 stream ports are still wanted by several flows after 13 rounds of negotiation
// CHECK: help: the array has too few ports here
// CHECK: note: (0, 1) North : 0 -> (0, 2) is wanted by 2 flows: packet flow 1 from (0, 1) DMA : 0 to (0, 2) DMA : 0; packet flow 1 from (0, 0) DMA : 0 to (0, 5) DMA : 0
// CHECK: note: (0, 1) North : 1 -> (0, 2) is wanted by 2 flows: packet flow 1 from (0, 1) DMA : 1 to (0, 2) DMA : 1; packet flow 1 from (0, 0) DMA : 1 to (0, 5) DMA : 1
// CHECK-NOT: error:
