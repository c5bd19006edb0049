// Clashes on core stream ports under --aie-objectfifo-allocate
// (allocate-stream-ports.mlir): a packet-switched connection against a
// circuit is reported on the route endpoint, with a note on what holds the
// port, before any plan is made (no remark about the search); two circuits
// on one port are channel assignment's failure, reported on the tile, after
// which the search gives up with a remark.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-packet-ids --aie-objectfifo-allocate %s

// A circuit route on the output port a packet-switched route holds, through
// a logical tile at the same coordinates.
module @circuit_after_packet {
  aie.device(npu1) {
    %a = aie.tile(0, 2)
    %b = aie.tile(1, 2)
    // expected-note@+1 {{the other stream is here}}
    aie.route_endpoint @p(%a) Core {channelIndex = 0 : i32}
    aie.route_endpoint @q(%b) Core {channelIndex = 0 : i32}
    %alias = aie.logical_tile<CoreTile>(0, 2)
    // expected-error@+1 {{'aie.route_endpoint' op Core output 0 is already in use on this tile}}
    aie.route_endpoint @c(%alias) Core {channelIndex = 0 : i32}
    aie.route_endpoint @d(%b) Core {channelIndex = 1 : i32}
    aie.route from @p to [@q] {packet = #aie.packet_info<>}
    aie.route from @c to [@d]
  }
}

// -----

// A circuit route into the input port an aie.flow already ends at.
module @input_held_by_flow {
  // expected-remark@+1 {{could not find a spill-aware allocation}}
  aie.device(npu1) {
    %a = aie.tile(0, 2)
    // expected-error@+1 {{'aie.tile' op number of input Core channels exceeded!}}
    %b = aie.tile(1, 2)
    aie.flow(%a, Core : 0, %b, Core : 1)
    aie.route_endpoint @s(%a) Core {channelIndex = 1 : i32}
    aie.route_endpoint @t(%b) Core {channelIndex = 1 : i32}
    aie.route from @s to [@t]
  }
}

// -----

// A packet-switched route cannot share a port a circuit holds.
module @packet_on_circuit {
  aie.device(npu1) {
    %a = aie.tile(0, 2)
    %b = aie.tile(1, 2)
    // expected-note@+1 {{the other stream is here}}
    aie.flow(%a, Core : 0, %b, Core : 0)
    %alias = aie.logical_tile<CoreTile>(0, 2)
    // expected-error@+1 {{'aie.route_endpoint' op Core output 0 is already in use on this tile}}
    aie.route_endpoint @s(%alias) Core {channelIndex = 0 : i32}
    aie.route_endpoint @t(%b) Core {channelIndex = 1 : i32}
    aie.route from @s to [@t] {packet = #aie.packet_info<>}
  }
}

// -----

// A circuit route on a port a packet flow holds.
module @circuit_on_packet_flow {
  aie.device(npu1) {
    %a = aie.tile(0, 2)
    %b = aie.tile(1, 2)
    aie.packet_flow(3) {
      // expected-note@+1 {{the other stream is here}}
      aie.packet_source<%a, Core : 0>
      aie.packet_dest<%b, Core : 0>
    }
    // expected-error@+1 {{'aie.route_endpoint' op Core output 0 is already in use on this tile}}
    aie.route_endpoint @s(%a) Core {channelIndex = 0 : i32}
    aie.route_endpoint @t(%b) Core {channelIndex = 1 : i32}
    aie.route from @s to [@t]
  }
}

// -----

// Two circuit routes out of one output port, the second through a logical
// tile at the same coordinates.
module @two_circuits {
  // expected-remark@+1 {{could not find a spill-aware allocation}}
  aie.device(npu1) {
    %a = aie.tile(0, 2)
    %b = aie.tile(1, 2)
    // expected-error@+1 {{'aie.logical_tile' op number of output Core channels exceeded!}}
    %alias = aie.logical_tile<CoreTile>(0, 2)
    aie.route_endpoint @s0(%a) Core {channelIndex = 0 : i32}
    aie.route_endpoint @d0(%b) Core {channelIndex = 0 : i32}
    aie.route_endpoint @s1(%alias) Core {channelIndex = 0 : i32}
    aie.route_endpoint @d1(%b) Core {channelIndex = 1 : i32}
    aie.route from @s0 to [@d0]
    aie.route from @s1 to [@d1]
  }
}
