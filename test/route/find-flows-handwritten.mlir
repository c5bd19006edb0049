// --aie-find-flows on a hand-written netlist without aie.wire ops: circuit
// paths (with a broadcast), packet rules with a mask, and the shim mux.
// RUN: aiec --aie-find-flows %s | FileCheck %s

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t12 = aie.tile(1, 2)
    %mux = aie.shim_mux(%t00) {
      aie.connect<DMA : 0, North : 3>
    }
    %s00 = aie.switchbox(%t00) {
      aie.connect<South : 3, North : 2>
    }
    %s01 = aie.switchbox(%t01) {
      aie.connect<South : 2, North : 2>
    }
    %s02 = aie.switchbox(%t02) {
      aie.connect<South : 2, DMA : 0>
      aie.connect<South : 2, East : 1>
      %a = aie.amsel<1> (2)
      %m = aie.masterset(Core : 0, %a)
      aie.packet_rules(East : 0) {
        aie.rule(30, 6, %a)
      }
    }
    %s12 = aie.switchbox(%t12) {
      aie.connect<West : 1, DMA : 1>
      %a = aie.amsel<0> (0)
      %m = aie.masterset(West : 0, %a)
      aie.packet_rules(DMA : 0) {
        aie.rule(30, 6, %a)
      }
    }
  }
}

// CHECK: aie.flow(%shim_noc_tile_0_0, DMA : 0, %tile_0_2, DMA : 0)
// CHECK-NEXT: aie.flow(%shim_noc_tile_0_0, DMA : 0, %tile_1_2, DMA : 1)
// CHECK-NEXT: aie.packet_flow(6) {
// CHECK-NEXT: aie.packet_source<%tile_1_2, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_0_2, Core : 0>
// CHECK-NEXT: }
// CHECK-NEXT: aie.packet_flow(7) {
// CHECK-NEXT: aie.packet_source<%tile_1_2, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_0_2, Core : 0>
// CHECK-NEXT: }
// CHECK-NOT: aie.flow
// CHECK-NOT: aie.packet_flow
