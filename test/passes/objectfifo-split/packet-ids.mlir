// --aie-assign-packet-ids: each route header without a pkt_id gets the
// lowest id that no packet flow and no other route uses, in route order; a
// header's type is kept as written.
// RUN: aiec --split-input-file --aie-assign-packet-ids %s | FileCheck %s
// `after-largest` numbers from one past the largest id in use (3 on a
// packet flow), as the one-pass lowering numbers its packet flows.
// RUN: aiec --split-input-file --aie-assign-packet-ids=after-largest %s | FileCheck %s --check-prefix=AFTER

// AFTER-LABEL: module @ids
// AFTER: aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 4>}
// AFTER: aie.route from @b to [@y] {packet = #aie.packet_info<pkt_id = 1>}
// AFTER: aie.route from @c to [@z] {packet = #aie.packet_info<pkt_type = 3, pkt_id = 5>}

// CHECK-LABEL: module @ids
// CHECK: aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 2>}
// CHECK: aie.route from @b to [@y] {packet = #aie.packet_info<pkt_id = 1>}
// CHECK: aie.route from @c to [@z] {packet = #aie.packet_info<pkt_type = 3, pkt_id = 4>}
// CHECK: aie.route from @d to [@w]{{$}}
module @ids {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %s1 = aie.tile(1, 0)
    %t = aie.tile(0, 2)
    %u = aie.tile(0, 3)
    %v = aie.tile(1, 2)
    %w2 = aie.tile(1, 3)
    aie.packet_flow(0) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%t, DMA : 0>
    }
    aie.packet_flow(3) {
      aie.packet_source<%shim, DMA : 1>
      aie.packet_dest<%u, DMA : 0>
    }
    aie.route_endpoint @a(%t) Core {channelIndex = 0 : i32}
    aie.route_endpoint @b(%u) Core {channelIndex = 0 : i32}
    aie.route_endpoint @c(%v) Core {channelIndex = 0 : i32}
    aie.route_endpoint @d(%w2) Core {channelIndex = 0 : i32}
    aie.route_endpoint @x(%t) Core {channelIndex = 1 : i32}
    aie.route_endpoint @y(%u) Core {channelIndex = 1 : i32}
    aie.route_endpoint @z(%v) Core {channelIndex = 1 : i32}
    aie.route_endpoint @w(%w2) Core {channelIndex = 1 : i32}
    aie.route from @a to [@x] {packet = #aie.packet_info<>}
    aie.route from @b to [@y] {packet = #aie.packet_info<pkt_id = 1>}
    aie.route from @c to [@z] {packet = #aie.packet_info<pkt_type = 3>}
    aie.route from @d to [@w]
  }
}

// -----

// A trace packet's id is taken too: with 0 on a packet flow and 1 on the
// trace, the open header gets 2.
// CHECK-LABEL: module @trace_ids
// CHECK: aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 2>}
module @trace_ids {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    %u = aie.tile(0, 3)
    aie.packet_flow(0) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%t, DMA : 0>
    }
    aie.trace @tr(%u) {
      aie.trace.packet id=1 type=core
    }
    aie.route_endpoint @a(%t) Core {channelIndex = 0 : i32}
    aie.route_endpoint @x(%u) Core {channelIndex = 0 : i32}
    aie.route from @a to [@x] {packet = #aie.packet_info<>}
  }
}
