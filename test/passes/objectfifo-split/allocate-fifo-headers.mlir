// --aie-objectfifo-allocate numbers an open packet header on a route between
// object FIFO endpoints (the split's own routes) as --aie-assign-packet-ids
// would: the lowest id no packet flow, trace packet or pinned header holds.
// A route naming an aie.route_endpoint must have its id already
// (allocate-errors.mlir).
// RUN: aiec --aie-objectfifo-allocate %s | FileCheck %s

// CHECK-LABEL: module @fifo_headers
// Ids 0 (a packet flow) and 2 (a pinned header, type kept) are taken.
// CHECK: aie.objectfifo.dma_endpoint @p_out({{.*}}) drains @p {channelIndex = 0 : i32, packet = #aie.packet_info<pkt_type = 2, pkt_id = 2>}
// CHECK: aie.objectfifo.dma_endpoint @q_out({{.*}}) drains @q {channelIndex = 1 : i32, packet = #aie.packet_info<pkt_id = 1>}
// CHECK-DAG: aie.packet_flow(2) {
// CHECK-DAG: aie.packet_flow(1) {
// CHECK-NOT: aie.route from
module @fifo_headers {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %a = aie.tile(0, 2)
    %b = aie.tile(0, 3)
    %c = aie.tile(0, 4)
    aie.packet_flow(0) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%c, DMA : 1>
    }
    aie.objectfifo.pool @p(%a) {depth = 2 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @p_out(%a) drains @p
    aie.objectfifo.pool @p_in_pool(%b) {depth = 2 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @p_in(%b) fills @p_in_pool
    aie.objectfifo.pool @q(%a) {depth = 2 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @q_out(%a) drains @q
    aie.objectfifo.pool @q_in_pool(%c) {depth = 2 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @q_in(%c) fills @q_in_pool
    aie.route from @p_out to [@p_in] {packet = #aie.packet_info<pkt_type = 2, pkt_id = 2>}
    aie.route from @q_out to [@q_in] {packet = #aie.packet_info<>}
  }
}
