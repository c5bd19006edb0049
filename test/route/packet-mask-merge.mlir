// IDs 4-7 go from one port to one destination: a single rule with mask 28
// matches exactly them; ID 9 needs its own rule.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s
// The rules it writes do not overlap (no verifier warning on the result).
// RUN: aiec --aie-create-pathfinder-flows %s -o %t.mlir && aiec %t.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLEAN --allow-empty
// CLEAN-NOT: warning

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.packet_flow(4) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 0>
    }
    aie.packet_flow(5) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 0>
    }
    aie.packet_flow(6) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 0>
    }
    aie.packet_flow(7) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 0>
    }
    aie.packet_flow(9) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, Core : 0>
    }
  }
}

// CHECK: %switchbox_0_2 = aie.switchbox(%tile_0_2) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.masterset(North : 0, %0)
// CHECK-NEXT: aie.packet_rules(DMA : 0) {
// CHECK-NEXT: aie.rule(28, 4, %0)
// CHECK-NEXT: aie.rule(31, 9, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: %switchbox_0_3 = aie.switchbox(%tile_0_3) {
// CHECK-NEXT: %0 = aie.amsel<0> (0)
// CHECK-NEXT: %1 = aie.amsel<1> (0)
// CHECK-NEXT: %2 = aie.masterset(Core : 0, %0)
// CHECK-NEXT: %3 = aie.masterset(DMA : 0, %1)
// CHECK-NEXT: aie.packet_rules(South : 0) {
// CHECK-NEXT: aie.rule(28, 4, %1)
// CHECK-NEXT: aie.rule(31, 9, %0)
// CHECK-NEXT: }
// CHECK-NEXT: }
