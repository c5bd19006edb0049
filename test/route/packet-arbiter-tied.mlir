// Flows whose master ports tie them to one arbiter have no arbiter to
// choose; a direct cycle between them is reported (mlir-aie #3702, unit
// test in passes/src/route/packet.rs), a cycle through other tiles is not:
// whether it closes depends on which of a tile's channels drain which.
// Flows 1 and 2 merge at (0, 3) into one stream down to (0, 2)'s DMA;
// (0, 2) emits flow 3 to (0, 3), which emits flow 2: flow 1 waits on flow 2
// only if (0, 2) drains flow 1 by emitting flow 3 and (0, 3) drains that
// by emitting flow 2. At (0, 2) both end at its DMA, which drains them in
// any order.
// RUN: aiec --aie-create-pathfinder-flows %s 2>/dev/null | FileCheck %s
// RUN: aiec --aie-create-pathfinder-flows %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN --allow-empty

// CHECK-LABEL: aie.switchbox(%tile_0_3)
// CHECK:      %[[DOWN:.*]] = aie.amsel<1> (0)
// CHECK:      aie.masterset(South : 0, %[[DOWN]])
// CHECK:      aie.packet_rules(DMA : 0) {
// CHECK-NEXT:   aie.rule(31, 2, %[[DOWN]])
// CHECK:      aie.packet_rules(North : 0) {
// CHECK-NEXT:   aie.rule(31, 1, %[[DOWN]])

// WARN-NOT:  warning
module {
  aie.device(npu2) {
    %c2 = aie.tile(0, 2)
    %c3 = aie.tile(0, 3)
    %c4 = aie.tile(0, 4)
    aie.packet_flow(1) { aie.packet_source<%c4, DMA : 0>  aie.packet_dest<%c2, DMA : 0> }
    aie.packet_flow(2) { aie.packet_source<%c3, DMA : 0>  aie.packet_dest<%c2, DMA : 0> }
    aie.packet_flow(3) { aie.packet_source<%c2, DMA : 0>  aie.packet_dest<%c3, DMA : 0> }
  }
}
