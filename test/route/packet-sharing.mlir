// Packet flows with different IDs may share wires even when they are not in
// one group: eight streams cross a cut of six wires (compare
// error-congested.mlir, where the same streams are circuits).
// RUN: aiec --aie-create-pathfinder-flows --aie-find-flows %s | FileCheck %s

// CHECK: aie.packet_flow(7)
// The recovered flows follow the given ones:
// CHECK: aie.packet_flow(6) {
// CHECK-NEXT: aie.packet_source<%shim_noc_tile_0_0, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_0_5, DMA : 0>
// CHECK: aie.packet_flow(7) {
// CHECK-NEXT: aie.packet_source<%shim_noc_tile_0_0, DMA : 1>
// CHECK-NEXT: aie.packet_dest<%tile_0_5, DMA : 1>
// CHECK: aie.packet_flow(0) {
// CHECK-NEXT: aie.packet_source<%mem_tile_0_1, DMA : 0>
// CHECK-NEXT: aie.packet_dest<%tile_0_2, DMA : 0>
// CHECK: aie.packet_flow(1) {
// CHECK-NEXT: aie.packet_source<%mem_tile_0_1, DMA : 1>
// CHECK-NEXT: aie.packet_dest<%tile_0_2, DMA : 1>
// CHECK: aie.packet_flow(2) {
// CHECK-NEXT: aie.packet_source<%mem_tile_0_1, DMA : 2>
// CHECK-NEXT: aie.packet_dest<%tile_0_3, DMA : 0>
// CHECK: aie.packet_flow(3) {
// CHECK-NEXT: aie.packet_source<%mem_tile_0_1, DMA : 3>
// CHECK-NEXT: aie.packet_dest<%tile_0_3, DMA : 1>
// CHECK: aie.packet_flow(4) {
// CHECK-NEXT: aie.packet_source<%mem_tile_0_1, DMA : 4>
// CHECK-NEXT: aie.packet_dest<%tile_0_4, DMA : 0>
// CHECK: aie.packet_flow(5) {
// CHECK-NEXT: aie.packet_source<%mem_tile_0_1, DMA : 5>
// CHECK-NEXT: aie.packet_dest<%tile_0_4, DMA : 1>

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t04 = aie.tile(0, 4)
    %t05 = aie.tile(0, 5)
    aie.packet_flow(0) {
      aie.packet_source<%t01, DMA : 0>
      aie.packet_dest<%t02, DMA : 0>
    }
    aie.packet_flow(1) {
      aie.packet_source<%t01, DMA : 1>
      aie.packet_dest<%t02, DMA : 1>
    }
    aie.packet_flow(2) {
      aie.packet_source<%t01, DMA : 2>
      aie.packet_dest<%t03, DMA : 0>
    }
    aie.packet_flow(3) {
      aie.packet_source<%t01, DMA : 3>
      aie.packet_dest<%t03, DMA : 1>
    }
    aie.packet_flow(4) {
      aie.packet_source<%t01, DMA : 4>
      aie.packet_dest<%t04, DMA : 0>
    }
    aie.packet_flow(5) {
      aie.packet_source<%t01, DMA : 5>
      aie.packet_dest<%t04, DMA : 1>
    }
    aie.packet_flow(6) {
      aie.packet_source<%t00, DMA : 0>
      aie.packet_dest<%t05, DMA : 0>
    }
    aie.packet_flow(7) {
      aie.packet_source<%t00, DMA : 1>
      aie.packet_dest<%t05, DMA : 1>
    }
  }
}
