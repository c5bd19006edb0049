// Arbiters the design's own amsels use in a switchbox stay the design's:
// the packet router gives its flows the others (mlir-aie's newest counts an
// arbiter an existing masterset uses as taken). Here (0, 1) holds arbiter 0
// for its own rule from DMA 1 to North 0; the routed flow from DMA 0 takes
// arbiter 1, and the switch sends DMA 0's packets only where the flow goes.
// RUN: aiec --aie-create-pathfinder-flows %s | FileCheck %s
// CHECK-LABEL: aie.switchbox(%mem_tile_0_1)
// CHECK:      %[[OWN:.*]] = aie.amsel<0> (0)
// CHECK-NEXT: aie.masterset(North : 0, %[[OWN]])
// CHECK-NEXT: aie.packet_rules(DMA : 1) {
// CHECK-NEXT:   aie.rule(31, 3, %[[OWN]])
// CHECK-NEXT: }
// CHECK-NEXT: %[[ROUTED:.*]] = aie.amsel<1> (0)
// CHECK-NEXT: aie.masterset({{.*}}, %[[ROUTED]])
// CHECK-NEXT: aie.packet_rules(DMA : 0) {
// CHECK-NEXT:   aie.rule(31, 0, %[[ROUTED]])
module {
  aie.device(npu1) {
    %t01 = aie.tile(0, 1)
    %t11 = aie.tile(1, 1)
    %t02 = aie.tile(0, 2)
    aie.switchbox(%t01) {
      %a = aie.amsel<0> (0)
      aie.masterset(North : 0, %a)
      aie.packet_rules(DMA : 1) {
        aie.rule(31, 3, %a)
      }
      aie.end
    }
    aie.packet_flow(0) {
      aie.packet_source<%t01, DMA : 0>
      aie.packet_dest<%t11, DMA : 0>
    }
  }
}
