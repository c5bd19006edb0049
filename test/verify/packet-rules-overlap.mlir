// Packet rules whose (mask, value) sets intersect and whose masters differ:
// a switch routes a packet by the first rule its id matches, so the shared
// ids never reach the later rule's master (mlir-aie#437). A warning at the
// later rule names them and where they go; rules that agree on the master,
// or whose sets are disjoint, are fine. The router never writes such rules
// (its post-condition, the delivery check, would reject them;
// test/route/packet-mask-merge.mlir verifies a routed result warns nothing).
// RUN: aiec --verify-diagnostics %s -o /dev/null
// RUN: aiec %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: warning: 'aie.rule' op packet ids 10, 11, 14, 15 of this rule (mask 24, value 8 -> (DMA: 1)) go to (DMA: 0): the earlier rule (mask 26, value 10) matches them first
// CHECK: help: a switch routes a packet by the first rule its id matches
// CHECK: note: the earlier rule
// CHECK-NOT: warning

module {
  aie.device(npu1_1col) {
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %sb01 = aie.switchbox(%t01) {
      %a0 = aie.amsel<0> (0)
      %a1 = aie.amsel<1> (0)
      %m0 = aie.masterset(DMA : 0, %a0)
      %m1 = aie.masterset(DMA : 1, %a1)
      aie.packet_rules(South : 4) {
        // expected-note@+1 {{the earlier rule}}
        aie.rule(26, 10, %a0)
        // expected-warning@+1 {{packet ids 10, 11, 14, 15 of this rule (mask 24, value 8 -> (DMA: 1)) go to (DMA: 0): the earlier rule (mask 26, value 10) matches them first}}
        aie.rule(24, 8, %a1)
      }
    }
    // The same master for both: nothing is misrouted.
    %sb02 = aie.switchbox(%t02) {
      %a0 = aie.amsel<0> (0)
      %m0 = aie.masterset(DMA : 0, %a0)
      aie.packet_rules(South : 1) {
        aie.rule(26, 10, %a0)
        aie.rule(24, 8, %a0)
      }
    }
    // Disjoint sets.
    %sb03 = aie.switchbox(%t03) {
      %a0 = aie.amsel<0> (0)
      %a1 = aie.amsel<1> (0)
      %m0 = aie.masterset(DMA : 0, %a0)
      %m1 = aie.masterset(DMA : 1, %a1)
      aie.packet_rules(South : 1) {
        aie.rule(31, 10, %a0)
        aie.rule(31, 14, %a1)
      }
    }
    aie.packet_flow(3) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 0>
    }
    aie.packet_flow(4) {
      aie.packet_source<%t02, DMA : 1>
      aie.packet_dest<%t03, DMA : 1>
    }
  }
}
