// The error of --aie-assign-packet-ids.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-packet-ids %s -o /dev/null

// Five bits of id: the 33rd header has none left.
module @exhausted {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    aie.route_endpoint @a(%t) Core {channelIndex = 0 : i32}
    aie.route_endpoint @x(%t) Core {channelIndex = 1 : i32}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 0>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 1>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 2>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 3>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 4>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 5>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 6>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 7>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 8>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 9>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 10>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 11>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 12>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 13>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 14>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 15>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 16>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 17>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 18>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 19>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 20>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 21>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 22>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 23>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 24>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 25>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 26>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 27>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 28>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 29>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 30>}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 31>}
    // expected-error@+1 {{'aie.route' op max number of packet IDs reached}}
    aie.route from @a to [@x] {packet = #aie.packet_info<>}
  }
}

// -----

// A pinned id must fit the five-bit field; it is checked before any id is
// handed out.
module @out_of_range {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    aie.route_endpoint @a(%t) Core {channelIndex = 0 : i32}
    aie.route_endpoint @x(%t) Core {channelIndex = 1 : i32}
    aie.route from @a to [@x] {packet = #aie.packet_info<>}
    // expected-error@+1 {{'aie.route' op pkt_id 40 is out of range (max 31)}}
    aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 40>}
  }
}
