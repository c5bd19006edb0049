// aie.packet_flow(ID, mask = m) claims every packet id that agrees with ID
// on the mask's bits (a port takes a packet when id & mask == ID): the
// router writes its rule with that mask, beside the exact rules of flows
// without one. Two flows of one ID with different masks from one port go
// everywhere either goes (one amsel, both rules, narrower value first).
// Rules of a port that lead different ways and both match an id are an
// error naming the id; so is an ID with bits outside its mask.
// RUN: aiec --split-input-file %s --aie-create-pathfinder-flows 2>&1 | FileCheck %s
// RUN: aiec --split-input-file %s --aie-create-pathfinder-flows | aiec --split-input-file - | FileCheck %s --check-prefix=ROUND
// RUN: not aiec --split-input-file %S/Inputs/packet-flow-mask-bad.mlir --aie-create-pathfinder-flows 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: @masked
// CHECK: aie.switchbox(%{{.*}}tile_0_2) {
// CHECK: aie.packet_rules(DMA : 0) {
// CHECK-DAG: aie.rule(28, 8, %[[SOUTH:[0-9]+]])
// CHECK-DAG: aie.rule(31, 0, %[[NORTH:[0-9]+]])
// CHECK-DAG: aie.rule(31, 15, %[[NORTH]])
// ROUND-LABEL: @masked
// ROUND: aie.packet_flow(8, mask = 28) {
module @masked {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t00 = aie.tile(0, 0)
    %t03 = aie.tile(0, 3)
    aie.packet_flow(8, mask = 28) { aie.packet_source<%t02, DMA : 0> aie.packet_dest<%t00, DMA : 0> }
    aie.packet_flow(0) { aie.packet_source<%t02, DMA : 0> aie.packet_dest<%t03, DMA : 0> }
    aie.packet_flow(15) { aie.packet_source<%t02, DMA : 0> aie.packet_dest<%t03, DMA : 0> }
  }
}

// -----

// CHECK-LABEL: @same_id
// CHECK: aie.switchbox(%{{.*}}tile_0_2) {
// CHECK: aie.packet_rules(DMA : 0) {
// CHECK-NEXT: aie.rule(27, 8, %[[A:[0-9]+]])
// CHECK-NEXT: aie.rule(28, 8, %[[A]])
// CHECK-NEXT: }
module @same_id {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t00 = aie.tile(0, 0)
    %t03 = aie.tile(0, 3)
    aie.packet_flow(8, mask = 28) { aie.packet_source<%t02, DMA : 0> aie.packet_dest<%t00, DMA : 0> }
    aie.packet_flow(8, mask = 27) { aie.packet_source<%t02, DMA : 0> aie.packet_dest<%t03, DMA : 0> }
  }
}

// BAD: error: Unable to find a legal routing: at tile (0, 2), packet flows through DMA0 claim rule (mask 0x1B, id 0x8) and rule (mask 0x1F, id 0xC), which both match id 0xC; widen one mask to carry both, or route them apart.
// BAD: error: 'aie.packet_flow' op has ID 0x3 outside mask 0x1, which no packet can match
