// The errors of --aie-objectfifo-lower-dmas.
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-lower-dmas %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<8xi32>
  aie.objectfifo.pool @p(%t) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op has no channel; run --aie-objectfifo-allocate}}
  aie.objectfifo.dma_endpoint @d(%t) drains @p
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @p(%t) {depth = 1 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op drives pool @p, which has no buffers}}
  aie.objectfifo.dma_endpoint @d(%t) drains @p {channelIndex = 0 : i32}
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<8xi32>
  aie.objectfifo.pool @p(%t) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.dma_endpoint' op drives MM2S channel 0, which an aie.dma_start of this tile already programs}}
  aie.objectfifo.dma_endpoint @d(%t) drains @p {channelIndex = 0 : i32}
  %m = aie.mem(%t) {
    // expected-note@+1 {{the channel is programmed here}}
    %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    aie.dma_bd(%b : memref<8xi32> offset = 0 len = 8)
    aie.next_bd ^bd
  ^end:
    aie.end
  }
}
