// --aie-lower-broadcast-packet (mlir-aie's test_broad_packet.mlir design):
// one aie.packet_flow per aiex.bp_id, from the broadcast's source port to
// the id's destinations, each placed right after the broadcast op (so in
// reverse id order); the router then routes them: tile (7, 2)'s DMA 0 sends
// ids 0 and 1 north on one rule (mask 30), tile (7, 3) splits them.
// RUN: aiec --aie-lower-broadcast-packet %s | FileCheck %s
// RUN: aiec --aie-lower-broadcast-packet --aie-create-pathfinder-flows %s | FileCheck %s --check-prefix=ROUTE
// In the default pipeline (after --aie-lower-cascade-flows).
// RUN: aiec --stop-after=aie-lower-broadcast-packet %s | FileCheck %s

module @test_broadcast_packet {
 aie.device(xcvc1902) {
  %t63 = aie.tile(6, 3)
  %t64 = aie.tile(6, 4)
  %t72 = aie.tile(7, 2)
  %t73 = aie.tile(7, 3)
  %t74 = aie.tile(7, 4)
  aiex.broadcast_packet(%t72, "DMA" : 0){
    aiex.bp_id(0x0){
      aiex.bp_dest<%t73, "DMA" : 0>
      aiex.bp_dest<%t63, "DMA" : 0>
    }
    aiex.bp_id(0x1){
      aiex.bp_dest<%t74, "DMA" : 0>
      aiex.bp_dest<%t64, "DMA" : 0>
    }
  }
 }
}

// CHECK-NOT: aiex.b
// CHECK: aie.packet_flow(1) {
// CHECK-NEXT: aie.packet_source<%tile_7_2, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_7_4, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_6_4, DMA : 0>
// CHECK-NEXT: }
// CHECK-NEXT: aie.packet_flow(0) {
// CHECK-NEXT: aie.packet_source<%tile_7_2, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_7_3, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_6_3, DMA : 0>
// CHECK-NEXT: }
// CHECK-NOT: aiex.b

// ROUTE: %switchbox_7_2 = aie.switchbox(%tile_7_2) {
// ROUTE-NEXT: %0 = aie.amsel<0> (0)
// ROUTE-NEXT: %1 = aie.masterset(North : 0, %0)
// ROUTE-NEXT: aie.packet_rules(DMA : 0) {
// ROUTE-NEXT: aie.rule(30, 0, %0)
// ROUTE: %switchbox_7_3 = aie.switchbox(%tile_7_3) {
// ROUTE: %2 = aie.masterset(DMA : 0, %0)
// ROUTE-NEXT: %3 = aie.masterset(West : 0, %0)
// ROUTE-NEXT: %4 = aie.masterset(North : 0, %1)
// ROUTE-NEXT: aie.packet_rules(South : 0) {
// ROUTE-NEXT: aie.rule(31, 0, %0)
// ROUTE-NEXT: aie.rule(31, 1, %1)
