// aie.amsel's deterministic merge schedule as register writes (CERT,
// transaction) and as libxaie calls: each slot masked into its half of the
// arbiter's slot register (slave id 4:0 / 20:16, packet count 13:8 / 29:24;
// arbiter N at +0x10 N from 0x3F800, 0xB0800 on a mem tile), in position
// order, then the arbiter's enable, after the switch's connections.
// RUN: aiec %s --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s
// RUN: aiec %s --aie-generate-xaie | FileCheck %s --check-prefix=XAIE
// RUN: sed 's/npu1/npu2/' %s | aiec --aie-generate-xaie | FileCheck %s --check-prefix=XAIE

// Compute tile (1, 3), arbiter 1: North 1 is slave 16, DMA 0 slave 1.
// CHECK:      WRITE_32               0x0233f210, 0x011f0101
// CHECK-NEXT: MASK_WRITE_32          0x0233f810, 0x00003f1f, 0x00000110
// CHECK-NEXT: MASK_WRITE_32          0x0233f810, 0x3f1f0000, 0x03010000
// CHECK-NEXT: MASK_WRITE_32          0x0233f814, 0x00003f1f, 0x00003f10
// CHECK-NEXT: WRITE_32               0x0233f818, 0x00000001
// Mem tile (1, 1), arbiter 0: North 1 is slave 14, DMA 5 slave 5.
// CHECK:      WRITE_32               0x021b0250, 0x011f0100
// CHECK-NEXT: MASK_WRITE_32          0x021b0800, 0x00003f1f, 0x0000020e
// CHECK-NEXT: MASK_WRITE_32          0x021b0800, 0x3f1f0000, 0x01050000
// CHECK-NEXT: WRITE_32               0x021b0808, 0x00000001
// CHECK-NEXT: END_JOB

// XAIE-LABEL: // Core Stream Switch column 1 row 3
// XAIE:      XAie_StrmPktSwSlaveSlotEnable({{.*}}, DMA, 0,
// XAIE-NEXT: XAie_StrmSwDeterministicMergeConfig({{.*}}, /* arbiter */ 1, NORTH, 1, /* pkt_count */ 1, /* position */ 0)
// XAIE-NEXT: XAie_StrmSwDeterministicMergeConfig({{.*}}, /* arbiter */ 1, DMA, 0, /* pkt_count */ 3, /* position */ 1)
// XAIE-NEXT: XAie_StrmSwDeterministicMergeConfig({{.*}}, /* arbiter */ 1, NORTH, 1, /* pkt_count */ 63, /* position */ 2)
// XAIE-NEXT: XAie_StrmSwDeterministicMergeEnable({{.*}}, /* arbiter */ 1)
// XAIE-NEXT: // Core Stream Switch column 1 row 1
// XAIE:      XAie_StrmSwDeterministicMergeConfig({{.*}}, /* arbiter */ 0, NORTH, 1, /* pkt_count */ 2, /* position */ 0)
// XAIE-NEXT: XAie_StrmSwDeterministicMergeConfig({{.*}}, /* arbiter */ 0, DMA, 5, /* pkt_count */ 1, /* position */ 1)
// XAIE-NEXT: XAie_StrmSwDeterministicMergeEnable({{.*}}, /* arbiter */ 0)

module {
  aie.device(npu1) {
    %t = aie.tile(1, 3)
    %m = aie.tile(1, 1)
    aie.switchbox(%t) {
      %a0 = aie.amsel<0> (0)
      %a1 = aie.amsel<1> (0) deterministic_merge [<North : 1, 1>, <DMA : 0, 3>, <North : 1, 63>]
      aie.masterset(South : 1, %a1)
      aie.masterset(South : 0, %a0)
      aie.packet_rules(North : 1) { aie.rule(31, 2, %a1) }
      aie.packet_rules(DMA : 0) { aie.rule(31, 1, %a1) }
    }
    aie.switchbox(%m) {
      %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 2>, <DMA : 5, 1>]
      aie.masterset(South : 1, %a0)
      aie.packet_rules(North : 1) { aie.rule(31, 2, %a0) }
      aie.packet_rules(DMA : 5) { aie.rule(31, 1, %a0) }
    }
  }
}
