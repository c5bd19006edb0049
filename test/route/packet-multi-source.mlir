// A packet flow with several sources (mlir-aie since its PR #2963): every
// source is routed to every destination, the packets of all sources keeping
// the flow's id (fan-in). Sources merge where their routes meet; the
// recovered flows (--aie-find-flows) have one source each.
// RUN: aiec --split-input-file --aie-create-pathfinder-flows %s | FileCheck %s
// RUN: aiec --split-input-file --aie-create-pathfinder-flows --aie-find-flows %s | FileCheck %s --check-prefix=FLOWS

// Two sources in a row, one destination.
// CHECK-LABEL: aie.device(xcvc1902)
// CHECK:       %switchbox_1_1 = aie.switchbox(%tile_1_1) {
// CHECK-NEXT:    %0 = aie.amsel<0> (0)
// CHECK-NEXT:    %1 = aie.masterset(East : 0, %0)
// CHECK-NEXT:    aie.packet_rules(Core : 0) {
// CHECK-NEXT:      aie.rule(31, 0, %0)
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:       %switchbox_2_1 = aie.switchbox(%tile_2_1) {
// CHECK-NEXT:    %0 = aie.amsel<0> (0)
// CHECK-NEXT:    %1 = aie.masterset(East : 0, %0)
// CHECK-NEXT:    aie.packet_rules(Core : 0) {
// CHECK-NEXT:      aie.rule(31, 0, %0)
// CHECK-NEXT:    }
// CHECK-NEXT:    aie.packet_rules(West : 0) {
// CHECK-NEXT:      aie.rule(31, 0, %0)
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:       %switchbox_3_1 = aie.switchbox(%tile_3_1) {
// CHECK-NEXT:    %0 = aie.amsel<0> (0)
// CHECK-NEXT:    %1 = aie.masterset(Core : 0, %0)
// CHECK-NEXT:    aie.packet_rules(West : 0) {
// CHECK-NEXT:      aie.rule(31, 0, %0)
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// FLOWS-LABEL: aie.device(xcvc1902)
// FLOWS:       aie.wire
// FLOWS:       aie.packet_flow(0) {
// FLOWS-NEXT:    aie.packet_source<%tile_1_1, Core : 0>
// FLOWS-NEXT:    aie.packet_dest<%tile_3_1, Core : 0>
// FLOWS-NEXT:  }
// FLOWS-NEXT:  aie.packet_flow(0) {
// FLOWS-NEXT:    aie.packet_source<%tile_2_1, Core : 0>
// FLOWS-NEXT:    aie.packet_dest<%tile_3_1, Core : 0>
// FLOWS-NEXT:  }
module {
  aie.device(xcvc1902) {
    %t11 = aie.tile(1, 1)
    %t21 = aie.tile(2, 1)
    %t31 = aie.tile(3, 1)
    aie.packet_flow(0x0) {
      aie.packet_source<%t11, Core : 0>
      aie.packet_source<%t21, Core : 0>
      aie.packet_dest<%t31, Core : 0>
    }
  }
}

// -----

// Two sources, two destinations: each source reaches both (four flows).
// CHECK-LABEL: aie.device(npu1)
// FLOWS-LABEL: aie.device(npu1)
// FLOWS:       aie.wire
// FLOWS:       aie.packet_flow(7) {
// FLOWS-NEXT:    aie.packet_source<%tile_0_2, DMA : 0>
// FLOWS-NEXT:    aie.packet_dest<%tile_1_4, DMA : 0>
// FLOWS-NEXT:  }
// FLOWS:       aie.packet_flow(7) {
// FLOWS-NEXT:    aie.packet_source<%tile_0_2, DMA : 0>
// FLOWS-NEXT:    aie.packet_dest<%tile_1_5, DMA : 1>
// FLOWS-NEXT:  }
// FLOWS:       aie.packet_flow(7) {
// FLOWS-NEXT:    aie.packet_source<%tile_2_2, DMA : 1>
// FLOWS-NEXT:    aie.packet_dest<%tile_1_4, DMA : 0>
// FLOWS-NEXT:  }
// FLOWS:       aie.packet_flow(7) {
// FLOWS-NEXT:    aie.packet_source<%tile_2_2, DMA : 1>
// FLOWS-NEXT:    aie.packet_dest<%tile_1_5, DMA : 1>
// FLOWS-NEXT:  }
module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t22 = aie.tile(2, 2)
    %t14 = aie.tile(1, 4)
    %t15 = aie.tile(1, 5)
    aie.packet_flow(7) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_source<%t22, DMA : 1>
      aie.packet_dest<%t14, DMA : 0>
      aie.packet_dest<%t15, DMA : 1>
    }
  }
}
