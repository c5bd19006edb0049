// --aie-assign-packet-ids=packet-sw-objFifos=true also gives a header to each
// route written without one (its type left out); a route with a header is
// numbered as without the option.
// RUN: aiec --aie-assign-packet-ids="packet-sw-objFifos=true" %s | FileCheck %s

// CHECK: aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 0>}
// CHECK: aie.route from @b to [@y] {packet = #aie.packet_info<pkt_type = 2, pkt_id = 5>}
// CHECK: aie.route from @c to [@z] {packet = #aie.packet_info<pkt_id = 1>}
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %u = aie.tile(0, 3)
    %v = aie.tile(1, 2)
    aie.route_endpoint @a(%t) Core {channelIndex = 0 : i32}
    aie.route_endpoint @b(%u) Core {channelIndex = 0 : i32}
    aie.route_endpoint @c(%v) Core {channelIndex = 0 : i32}
    aie.route_endpoint @x(%t) Core {channelIndex = 1 : i32}
    aie.route_endpoint @y(%u) Core {channelIndex = 1 : i32}
    aie.route_endpoint @z(%v) Core {channelIndex = 1 : i32}
    aie.route from @a to [@x]
    aie.route from @b to [@y] {packet = #aie.packet_info<pkt_type = 2, pkt_id = 5>}
    aie.route from @c to [@z]
  }
}
