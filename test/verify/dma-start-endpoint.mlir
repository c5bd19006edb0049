// A DMA program may name the channel it starts by a DMA route endpoint on
// its own tile instead of an index; --aie-objectfifo-allocate later gives
// the endpoint a channel and writes its index into the start.
// RUN: aiec --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK: aie.dma_start(S2MM, @into, ^bb1, ^bb2)
// CHECK: aie.dma_start(MM2S, 1, ^bb3, ^bb4)
aie.device(npu1) {
  %shim = aie.tile(2, 0)
  %t = aie.tile(2, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<32xi32>
  aie.route_endpoint @from_host(%shim) DMA {fifoName = "in"}
  aie.route_endpoint @into(%t) DMA
  aie.route from @from_host to [@into]
  aie.mem(%t) {
    aie.dma_start(S2MM, @into, ^bd0, ^next)
  ^bd0:
    aie.dma_bd(%buf : memref<32xi32> offset = 0 len = 32)
    aie.next_bd ^bd0
  ^next:
    aie.dma_start(MM2S, 1, ^bd1, ^end)
  ^bd1:
    aie.dma_bd(%buf : memref<32xi32> offset = 0 len = 32)
    aie.next_bd ^bd1
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<32xi32>
  aie.mem(%t) {
    // expected-error@+1 {{endpoint @buf is not an aie.route_endpoint}}
    aie.dma_start(S2MM, @buf, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<32xi32> offset = 0 len = 32)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<32xi32>
  aie.route_endpoint @stream(%t) Core {channelIndex = 1 : i32}
  aie.mem(%t) {
    // expected-error@+1 {{endpoint @stream names a Core port, not a DMA channel}}
    aie.dma_start(MM2S, @stream, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<32xi32> offset = 0 len = 32)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 2)
  %u = aie.tile(2, 3)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<32xi32>
  aie.route_endpoint @up(%u) DMA
  aie.mem(%t) {
    // expected-error@+1 {{endpoint @up is on a different tile than this DMA program}}
    aie.dma_start(MM2S, @up, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%buf : memref<32xi32> offset = 0 len = 32)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<32xi32>
  aie.route_endpoint @e(%t) DMA
  aie.mem(%t) {
    // expected-error@+1 {{names its channel by exactly one of an index and an endpoint}}
    aie.dma_start(MM2S, 0, ^bd0, ^end) {endpoint = @e}
  ^bd0:
    aie.dma_bd(%buf : memref<32xi32> offset = 0 len = 32)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// -----

// Two endpoints and an index are three channels; a core tile has two S2MM.
aie.device(npu1) {
  %t = aie.tile(2, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<32xi32>
  aie.route_endpoint @a(%t) DMA
  aie.route_endpoint @b(%t) DMA
  // expected-error@+1 {{uses more input channels than available on this tile}}
  aie.mem(%t) {
    aie.dma_start(S2MM, @a, ^bd0, ^s1)
  ^bd0:
    aie.dma_bd(%buf : memref<32xi32> offset = 0 len = 8)
    aie.next_bd ^bd0
  ^s1:
    aie.dma_start(S2MM, @b, ^bd1, ^s2)
  ^bd1:
    aie.dma_bd(%buf : memref<32xi32> offset = 8 len = 8)
    aie.next_bd ^bd1
  ^s2:
    aie.dma_start(S2MM, 0, ^bd2, ^end)
  ^bd2:
    aie.dma_bd(%buf : memref<32xi32> offset = 16 len = 8)
    aie.next_bd ^bd2
  ^end:
    aie.end
  }
}
