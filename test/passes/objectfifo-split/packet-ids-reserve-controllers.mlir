// reserve-controller-packet-ids keeps the packet ids of the tile controllers
// of each column the device uses off the routes: on npu1 (column-wise unique,
// as the control packet overlay numbers them) the shim's 15, the MemTile's 26
// and the cores' 27, 29, 30 and 31. Ids 0 to 13 are held by packet flows, so
// the three open headers take 14, 15, 16 without the option and 14, 16, 17
// with it; the stateful transform and --aie-objectfifo-allocate take the same
// option.
// RUN: aiec --aie-assign-packet-ids %s | FileCheck %s --check-prefix=OFF
// RUN: aiec --aie-assign-packet-ids=reserve-controller-packet-ids=true %s | FileCheck %s --check-prefix=ON
// RUN: aiec --aie-objectFifo-stateful-transform=reserve-controller-packet-ids=true %s | FileCheck %s --check-prefix=ON-FLOWS

// OFF: aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 14>}
// OFF: aie.route from @b to [@y] {packet = #aie.packet_info<pkt_id = 15>}
// OFF: aie.route from @c to [@z] {packet = #aie.packet_info<pkt_id = 16>}
// ON: aie.route from @a to [@x] {packet = #aie.packet_info<pkt_id = 14>}
// ON: aie.route from @b to [@y] {packet = #aie.packet_info<pkt_id = 16>}
// ON: aie.route from @c to [@z] {packet = #aie.packet_info<pkt_id = 17>}
// ON-FLOWS-NOT: aie.packet_flow(15)
// ON-FLOWS: aie.packet_flow(16)
// ON-FLOWS: aie.packet_flow(17)
module {
  aie.device(npu1) {
    %s = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    %u = aie.tile(0, 3)
    %v = aie.tile(0, 4)
    aie.route_endpoint @a(%t) Core {channelIndex = 0 : i32}
    aie.route_endpoint @b(%u) Core {channelIndex = 0 : i32}
    aie.route_endpoint @c(%v) Core {channelIndex = 0 : i32}
    aie.route_endpoint @x(%t) Core {channelIndex = 1 : i32}
    aie.route_endpoint @y(%u) Core {channelIndex = 1 : i32}
    aie.route_endpoint @z(%v) Core {channelIndex = 1 : i32}
    aie.route from @a to [@x] {packet = #aie.packet_info<>}
    aie.route from @b to [@y] {packet = #aie.packet_info<>}
    aie.route from @c to [@z] {packet = #aie.packet_info<>}
    aie.packet_flow(0) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(1) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(2) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(3) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(4) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(5) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(6) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(7) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(8) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(9) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(10) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(11) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(12) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
    aie.packet_flow(13) { aie.packet_source<%s, DMA : 0> aie.packet_dest<%t, DMA : 0> }
  }
}
