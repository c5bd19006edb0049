// Core stream ports under --aie-objectfifo-allocate: a route endpoint on a
// core's stream port names the port (`channelIndex`); a port carries one
// circuit, or any number of packet-switched routes, counting the flows and
// packet flows already in the design and whichever reference (an aie.tile
// or a logical tile at its coordinates) names the tile. A clash is reported
// on the endpoint, with a note on what holds the port, before any plan is
// made (no remark about the search).
// RUN: aiec --split-input-file --aie-assign-packet-ids --aie-objectfifo-allocate %s | FileCheck %s

// Two packet-switched routes share the output port of (0, 2) and the input
// port of (1, 3).
// CHECK-LABEL: module @two_packet_routes
// CHECK:       aie.packet_flow(0) {
// CHECK-NEXT:    aie.packet_source<%[[A:.*]], Core : 1>
// CHECK-NEXT:    aie.packet_dest<%[[B:.*]], Core : 0>
// CHECK:       aie.packet_flow(1) {
// CHECK-NEXT:    aie.packet_source<%[[A]], Core : 1>
// CHECK-NEXT:    aie.packet_dest<%[[B]], Core : 0>
// CHECK-NOT:   aie.route
module @two_packet_routes {
  aie.device(npu1) {
    %a = aie.tile(0, 2)
    %b = aie.tile(1, 3)
    aie.route_endpoint @x0(%a) Core {channelIndex = 1 : i32}
    aie.route_endpoint @x1(%a) Core {channelIndex = 1 : i32}
    aie.route_endpoint @y0(%b) Core {channelIndex = 0 : i32}
    aie.route_endpoint @y1(%b) Core {channelIndex = 0 : i32}
    aie.route from @x0 to [@y0] {packet = #aie.packet_info<>}
    aie.route from @x1 to [@y1] {packet = #aie.packet_info<pkt_type = 2>}
  }
}

// -----

// A packet-switched route joins a packet flow already on the port; its id
// is the lowest the existing flow leaves free.
// CHECK-LABEL: module @joins_packet_flow
// CHECK:       aie.packet_flow(1) {
// CHECK-NEXT:    aie.packet_source<%[[A:.*]], Core : 0>
// CHECK:       aie.packet_flow(0) {
// CHECK-NEXT:    aie.packet_source<%[[A]], Core : 0>
module @joins_packet_flow {
  aie.device(npu1) {
    %a = aie.tile(2, 2)
    %b = aie.tile(2, 3)
    aie.packet_flow(1) {
      aie.packet_source<%a, Core : 0>
      aie.packet_dest<%b, Core : 0>
    }
    aie.route_endpoint @x(%a) Core {channelIndex = 0 : i32}
    aie.route_endpoint @y(%b) Core {channelIndex = 0 : i32}
    aie.route from @x to [@y] {packet = #aie.packet_info<>}
  }
}
