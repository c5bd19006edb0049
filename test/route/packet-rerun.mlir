// A packet flow that a pre-existing switchbox implements already (as
// mlir-aie's aiecc leaves its flows beside the switchboxes in its
// intermediate files) is not routed a second time (its ports are that
// switchbox's); one it does not deliver is routed. Routing the result
// again adds nothing.
// RUN: aiec --aie-create-pathfinder-flows %s -o %t.once.mlir
// RUN: aiec --aie-create-pathfinder-flows %t.once.mlir -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir
// RUN: FileCheck %s < %t.twice.mlir
// RUN: aiec --aie-create-pathfinder-flows %s --emit=ctrl-elf -o %t.elf

// CHECK: aie.packet_rules(DMA : 0) {
// CHECK-NEXT: aie.rule(31, 3, %{{.*}})
// CHECK: %switchbox_0_0 = aie.switchbox(%shim_noc_tile_0_0) {
// CHECK: aie.packet_rules(TileControl : 0) {
// CHECK-NEXT: aie.rule(31, 15, %{{.*}})
// CHECK-NEXT: }
// CHECK-NOT: aie.packet_rules(TileControl : 0)

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %sb00 = aie.switchbox(%t00) {
      %a = aie.amsel<5> (0)
      %m = aie.masterset(South : 0, %a) {keep_pkt_header = true}
      aie.packet_rules(TileControl : 0) {
        aie.rule(31, 15, %a)
      }
    }
    aie.packet_flow(15) {
      aie.packet_source<%t00, TileControl : 0>
      aie.packet_dest<%t00, South : 0>
    } {keep_pkt_header = true, priority_route = true}
    aie.packet_flow(3) {
      aie.packet_source<%t02, DMA : 0>
      aie.packet_dest<%t03, DMA : 1>
    }
  }
}
