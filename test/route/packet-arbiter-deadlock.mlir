// An arbiter holds its grant until tlast, so two packet flows on one arbiter
// serialize. When a switch has more packet groups than arbiters, a group
// that must share takes the arbiter it risks least with (mlir-aie #3702),
// worst first: a flow that ends at a tile whose DMA drains it only by
// emitting the other (a cycle, direct), or by emitting a flow down a chain
// of tiles that drain the same way (a cycle); a flow the tile emits to
// another, which stalls on its consumer, beside one that still has to
// leave the switch (a stall). The shims are one party, the host. Whatever
// risk it takes, the router still routes; a direct cycle it takes it
// reports in mlir-aie's words (the others rest on volumes and channels the
// router does not see, so it steers by them silently).
// RUN: aiec --split-input-file --aie-create-pathfinder-flows %s 2>/dev/null | FileCheck %s
// RUN: aiec --split-input-file --aie-create-pathfinder-flows %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN

// Memtile (0, 1) emits six flows and drains flow 6: seven groups at its
// switch, six arbiters. Flow 6 keeps arbiter 0 to itself; the seventh group
// (flow 3, to (0, 5)) shares arbiter 3 with flow 0, which (0, 2) drains and
// nothing waits on (a stall): not arbiter 0 with flow 6, which waits on
// everything (0, 1) emits (a direct cycle), nor arbiter 1 or 2 with flows 4
// and 5, which end at the host, whose runtime sequence also sends flow 6
// (a cycle). Nothing is reported.
// CHECK-LABEL: aie.switchbox(%mem_tile_0_1)
// CHECK:      %[[IN:.*]] = aie.amsel<0> (0)
// CHECK:      %[[ZERO:.*]] = aie.amsel<3> (0)
// CHECK:      %[[SHARED:.*]] = aie.amsel<3> (1)
// CHECK-NOT:  aie.amsel<{{[0-2]}}> (1)
// CHECK:      aie.masterset(DMA : 0, %[[IN]])
// CHECK:      aie.packet_rules(DMA : 0) {
// CHECK-NEXT:   aie.rule(31, 0, %[[ZERO]])
// CHECK:      aie.packet_rules(DMA : 3) {
// CHECK-NEXT:   aie.rule(31, 3, %[[SHARED]])
// CHECK:      aie.packet_rules(South : 0) {
// CHECK-NEXT:   aie.rule(31, 6, %[[IN]])
module {
  aie.device(npu2) {
    %s0 = aie.tile(0, 0)
    %s1 = aie.tile(1, 0)
    %s2 = aie.tile(2, 0)
    %m  = aie.tile(0, 1)
    %c2 = aie.tile(0, 2)
    %c3 = aie.tile(0, 3)
    %c4 = aie.tile(0, 4)
    %c5 = aie.tile(0, 5)
    aie.packet_flow(0) { aie.packet_source<%m, DMA : 0>  aie.packet_dest<%c2, DMA : 0> }
    aie.packet_flow(1) { aie.packet_source<%m, DMA : 1>  aie.packet_dest<%c3, DMA : 0> }
    aie.packet_flow(2) { aie.packet_source<%m, DMA : 2>  aie.packet_dest<%c4, DMA : 0> }
    aie.packet_flow(3) { aie.packet_source<%m, DMA : 3>  aie.packet_dest<%c5, DMA : 0> }
    aie.packet_flow(4) { aie.packet_source<%m, DMA : 4>  aie.packet_dest<%s0, DMA : 0> }
    aie.packet_flow(5) { aie.packet_source<%m, DMA : 5>  aie.packet_dest<%s1, DMA : 0> }
    aie.packet_flow(6) { aie.packet_source<%s2, DMA : 0>  aie.packet_dest<%m, DMA : 0> }
  }
}

// -----

// A ring: (0, 1) feeds the cores, which feed (0, 1) back, so every flow
// waits on every other through some tile. At (0, 1)'s ten groups the four
// past the sixth share the arbiters of flows (0, 1) emits, which no flow
// they carry waits on directly (a cycle, not a direct one): not reported.
// CHECK-LABEL: aie.switchbox(%mem_tile_0_1)
// CHECK-DAG:  %[[A4:.*]] = aie.amsel<4> (0)
// CHECK-DAG:  %[[A4B:.*]] = aie.amsel<4> (2)
// CHECK-DAG:  %[[A5B:.*]] = aie.amsel<5> (2)
// CHECK:      aie.packet_rules(DMA : 0) {
// CHECK-NEXT:   aie.rule(31, 0, %[[A4]])
// CHECK:      aie.packet_rules(DMA : 4) {
// CHECK-NEXT:   aie.rule(31, 4, %[[A4B]])
// CHECK:      aie.packet_rules(DMA : 5) {
// CHECK-NEXT:   aie.rule(31, 5, %[[A5B]])
module {
  aie.device(npu2) {
    %m  = aie.tile(0, 1)
    %c2 = aie.tile(0, 2)
    %c3 = aie.tile(0, 3)
    %c4 = aie.tile(0, 4)
    %c5 = aie.tile(0, 5)
    aie.packet_flow(0) { aie.packet_source<%m, DMA : 0>  aie.packet_dest<%c2, DMA : 0> }
    aie.packet_flow(1) { aie.packet_source<%m, DMA : 1>  aie.packet_dest<%c2, DMA : 1> }
    aie.packet_flow(2) { aie.packet_source<%m, DMA : 2>  aie.packet_dest<%c3, DMA : 0> }
    aie.packet_flow(3) { aie.packet_source<%m, DMA : 3>  aie.packet_dest<%c3, DMA : 1> }
    aie.packet_flow(4) { aie.packet_source<%m, DMA : 4>  aie.packet_dest<%c4, DMA : 0> }
    aie.packet_flow(5) { aie.packet_source<%m, DMA : 5>  aie.packet_dest<%c5, DMA : 0> }
    aie.packet_flow(8) { aie.packet_source<%c2, DMA : 0>  aie.packet_dest<%m, DMA : 0> }
    aie.packet_flow(9) { aie.packet_source<%c3, DMA : 0>  aie.packet_dest<%m, DMA : 1> }
    aie.packet_flow(10) { aie.packet_source<%c4, DMA : 0>  aie.packet_dest<%m, DMA : 2> }
    aie.packet_flow(11) { aie.packet_source<%c5, DMA : 0>  aie.packet_dest<%m, DMA : 3> }
  }
}

// -----

// The design's own switchbox keeps arbiters 2 to 5 of (0, 1): six groups
// on two arbiters. Flows 1 to 4, which (0, 1) emits, share arbiter 1 (a
// stall each, not reported); flow 5, which (0, 1) emits, shares arbiter 0
// with flow 6, which (0, 1) drains (a direct cycle): reported.
// WARN-NOT:  warning
// WARN:      warning: at tile (0, 1), packet flow 5 shares arbiter 0 with packet flow 6, which it can deadlock against
// WARN-NEXT: aie.packet_flow(5)
// WARN:      help: the arbiter holds its grant to the end of a packet, so packet flow 5 ((0, 1) DMA : 5 -> (0, 2) DMA : 1) and packet flow 6 ((0, 0) DMA : 0 -> (0, 1) DMA : 0) take turns there, and one can stall waiting on the other; no arbiter with less risk had room
// The note shows the flow, not the switchbox the router gave its location.
// WARN-NEXT: note: see current operation:
// WARN-NEXT: aie.packet_flow(5) {
// WARN-NOT:  warning
// CHECK-LABEL: aie.switchbox(%mem_tile_0_1)
// CHECK:      %[[OWN:.*]] = aie.amsel<0> (0)
// CHECK:      %[[SIX:.*]] = aie.amsel<0> (1)
// CHECK:      aie.masterset(DMA : 0, %[[SIX]])
// CHECK:      aie.packet_rules(DMA : 5) {
// CHECK-NEXT:   aie.rule(31, 5, %[[OWN]])
module {
  aie.device(npu2) {
    %s0 = aie.tile(0, 0)
    %m  = aie.tile(0, 1)
    %c2 = aie.tile(0, 2)
    %c3 = aie.tile(0, 3)
    %c4 = aie.tile(0, 4)
    %c5 = aie.tile(0, 5)
    aie.switchbox(%m) {
      %a2 = aie.amsel<2> (0)
      %a3 = aie.amsel<3> (0)
      %a4 = aie.amsel<4> (0)
      %a5 = aie.amsel<5> (0)
      aie.masterset(South : 0, %a2)
      aie.masterset(South : 1, %a3)
      aie.masterset(South : 2, %a4)
      aie.masterset(South : 3, %a5)
      aie.packet_rules(North : 0) {
        aie.rule(31, 20, %a2)
      }
      aie.packet_rules(North : 1) {
        aie.rule(31, 21, %a3)
      }
      aie.packet_rules(North : 2) {
        aie.rule(31, 22, %a4)
      }
      aie.packet_rules(North : 3) {
        aie.rule(31, 23, %a5)
      }
      aie.end
    }
    aie.packet_flow(1) { aie.packet_source<%m, DMA : 1>  aie.packet_dest<%c2, DMA : 0> }
    aie.packet_flow(2) { aie.packet_source<%m, DMA : 2>  aie.packet_dest<%c3, DMA : 0> }
    aie.packet_flow(3) { aie.packet_source<%m, DMA : 3>  aie.packet_dest<%c4, DMA : 0> }
    aie.packet_flow(4) { aie.packet_source<%m, DMA : 4>  aie.packet_dest<%c5, DMA : 0> }
    aie.packet_flow(5) { aie.packet_source<%m, DMA : 5>  aie.packet_dest<%c2, DMA : 1> }
    aie.packet_flow(6) { aie.packet_source<%s0, DMA : 0>  aie.packet_dest<%m, DMA : 0> }
  }
}
