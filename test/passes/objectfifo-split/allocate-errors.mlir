// The errors of --aie-objectfifo-allocate. A plan that fails on channels
// also remarks, on the device, that the search for a spill-aware plan
// gave up.
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-allocate %s

// expected-remark@+1 {{could not find a spill-aware allocation}}
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

// expected-remark@+1 {{could not find a spill-aware allocation}}
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

// Out of channels: the error is the tile's, a note names each holder.
// expected-remark@+1 {{could not find a spill-aware allocation}}
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op number of output DMA channel exceeded! requires at least 3 MM2S channels, but capacity is 2}}
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  // expected-note@+1 {{DMA endpoint @a for ObjectFifo @f; occupies channel 0}}
  aie.objectfifo.dma_endpoint @a(%t) drains @p {fifoName = "f"}
  // expected-note@+1 {{pre-existing aie.flow reserves DMA channel 1}}
  aie.flow(%t, DMA : 1, %t, Core : 0)
  // expected-note@+1 {{DMA endpoint @c}}
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

// -----

aie.device(npu1) {
  %shim = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  aie.route_endpoint @a(%shim) DMA
  aie.route_endpoint @b(%t) Core {channelIndex = 0 : i32}
  // expected-error@+1 {{'aie.route' op packet_id 32 is out of range (max 31)}}
  aie.route from @a to [@b] {packet = #aie.packet_info<pkt_id = 32>}
}

// -----

// What a MemTile already holds must fit it, whichever reference names it.
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op existing buffers require 524292 bytes, exceeding MemTile capacity of 524288 bytes}}
  %m = aie.tile(1, 1)
  %l = aie.logical_tile<MemTile>(1, 1)
  %a = aie.buffer(%m) : memref<131072xi32>
  %b = aie.buffer(%l) : memref<1xi32>
}

// -----

// A compute tile's DMA reaches only its own memory.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %far = aie.tile(3, 3)
  // expected-error@+1 {{'aie.objectfifo.pool' op could not place buffers in accessible memory with available capacity}}
  aie.objectfifo.pool @p(%t) {depth = 2 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.dma_endpoint @d(%far) drains @p
}

// -----

// A full MemTile spills only to a neighbour every endpoint reaches: (1, 1)
// and (3, 1) are each out of reach of one end.
aie.device(npu1) {
  %w = aie.tile(1, 1)
  %m = aie.tile(2, 1)
  %e = aie.tile(3, 1)
  %full = aie.buffer(%m) : memref<131072xi32>
  // expected-error@+1 {{could not place buffers in accessible memory with available capacity}}
  aie.objectfifo.pool @p(%m) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.dma_endpoint @in(%w) fills @p
  aie.objectfifo.dma_endpoint @out(%e) drains @p
}

// -----

// Locks a design names stay where they are: this core reaches neither.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %r = aie.tile(2, 4)
  %b = aie.buffer(%r) {sym_name = "b"} : memref<8xi32>
  %free = aie.lock(%t) {sym_name = "free", init = 1 : i32}
  %full = aie.lock(%t) {sym_name = "full", init = 0 : i32}
  aie.objectfifo.pool @p(%t) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32, produceLock = @free, consumeLock = @full}
  }
  // expected-error@+1 {{'aie.objectfifo.core_endpoint' op cannot access pool locks}}
  aie.objectfifo.core_endpoint @c(%r) drains @p
}

// -----

// A compute tile has 16 locks: the ninth pool its DMAs use finds none.
aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op could not place locks within tile lock capacity}}
  %t = aie.tile(0, 2)
  %x = aie.lock(%t)
  aie.objectfifo.pool @p0(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.pool @p1(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.pool @p2(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.pool @p3(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.pool @p4(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.pool @p5(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.pool @p6(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.pool @p7(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.dma_endpoint @d0(%t) fills @p0
  aie.objectfifo.dma_endpoint @d1(%t) fills @p1
  aie.objectfifo.dma_endpoint @d2(%t) fills @p2
  aie.objectfifo.dma_endpoint @d3(%t) fills @p3
  aie.objectfifo.dma_endpoint @d4(%t) fills @p4
  aie.objectfifo.dma_endpoint @d5(%t) fills @p5
  aie.objectfifo.dma_endpoint @d6(%t) fills @p6
  aie.objectfifo.dma_endpoint @d7(%t) fills @p7
}

// -----

// Only MemTile channels 0-3 reach a neighbour's memory.
// expected-remark@+1 {{could not find a spill-aware allocation}}
aie.device(npu1) {
  %w = aie.tile(0, 1)
  %m = aie.tile(1, 1)
  %b = aie.buffer(%w) {sym_name = "b"} : memref<8xi32>
  aie.objectfifo.pool @p(%m) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op pinned MM2S DMA channel 4 cannot access adjacent MemTile buffers or locks}}
  aie.objectfifo.dma_endpoint @d(%m) drains @p {channelIndex = 4 : i32}
}

// -----

// A fifo between shim tiles has nothing on the array to re-arm.
aie.device(npu1) {
  %s0 = aie.tile(0, 0)
  %s1 = aie.tile(1, 0)
  aie.route_endpoint @a(%s0) DMA {fifoName = "f"}
  aie.route_endpoint @b(%s1) DMA {fifoName = "f"}
  aie.route from @a to [@b]
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.dma_channel_reset_for' op objectFIFO 'f' has no resident core/mem DMA channels or locks to re-arm}}
    aiex.dma_channel_reset_for(@f)
  }
}
