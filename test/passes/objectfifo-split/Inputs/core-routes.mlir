// Two routes between the same core stream ports, and a packet flow that
// holds id 1 (allocate-plan.mlir's packet-sw-objFifos input).
module @core_routes {
  aie.device(npu1) {
    %s = aie.tile(0, 2)
    %d = aie.tile(1, 2)
    %x = aie.tile(2, 2)
    aie.packet_flow(1) {
      aie.packet_source<%x, Core : 0>
      aie.packet_dest<%d, Core : 1>
    }
    aie.route_endpoint @s0(%s) Core {channelIndex = 0 : i32}
    aie.route_endpoint @s1(%s) Core {channelIndex = 0 : i32}
    aie.route_endpoint @d0(%d) Core {channelIndex = 0 : i32}
    aie.route_endpoint @d1(%d) Core {channelIndex = 0 : i32}
    aie.route from @s0 to [@d0]
    aie.route from @s1 to [@d1]
  }
}
