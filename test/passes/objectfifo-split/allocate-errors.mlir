// The errors of --aie-objectfifo-allocate.
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-allocate %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  // A compute tile has two MM2S channels.
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op pinned MM2S DMA channel 2 is out of range or already in use on this tile}}
  aie.objectfifo.dma_endpoint @d(%t) drains @p {channelIndex = 2 : i32}
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<8xi32>
  aie.objectfifo.pool @p(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op pinned S2MM DMA channel 1 is out of range or already in use on this tile}}
  aie.objectfifo.dma_endpoint @d(%t) fills @p {channelIndex = 1 : i32}
  %m = aie.mem(%t) {
    // expected-note@+1 {{pre-existing aie.dma_start reserves DMA channel 1}}
    %0 = aie.dma_start(S2MM, 1, ^bd, ^end)
  ^bd:
    aie.dma_bd(%b : memref<8xi32> offset = 0 len = 8)
    aie.next_bd ^bd
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %u = aie.tile(0, 3)
  aie.objectfifo.pool @p(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.dma_endpoint @a(%t) drains @p
  aie.objectfifo.dma_endpoint @b(%t) drains @p
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op number of output DMA channel exceeded!}}
  aie.objectfifo.dma_endpoint @c(%t) drains @p
}

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  aie.route_endpoint @a(%shim) DMA
  aie.route_endpoint @b(%t) Core {channelIndex = 0 : i32}
  // expected-error@+1 {{'aie.route' op has a packet header with no pkt_id; run --aie-assign-packet-ids before this pass}}
  aie.route from @a to [@b] {packet = #aie.packet_info<pkt_type = 2>}
}
