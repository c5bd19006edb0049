// Two circuit flows from different sources cannot drive one destination, and
// a port cannot carry a circuit and a packet flow.
// RUN: aiec --aie-create-pathfinder-flows --split-input-file --verify-diagnostics %s

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    // expected-note @+1 {{the other flow is here}}
    aie.flow(%t02, DMA : 0, %t03, DMA : 0)
    // expected-error @+1 {{'aie.flow' op destination (0, 3) DMA : 0 is already used by another flow}}
    aie.flow(%t02, DMA : 1, %t03, DMA : 0)
  }
}

// -----

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    // expected-note @+1 {{the other flow is here}}
    aie.flow(%t02, DMA : 0, %t03, DMA : 0)
    // expected-error @+1 {{'aie.packet_flow' op source (0, 2) DMA : 0 is already used by another flow}}
    aie.packet_flow(1) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 1>
    }
  }
}
