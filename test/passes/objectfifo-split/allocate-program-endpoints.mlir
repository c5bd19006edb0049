// --aie-objectfifo-allocate and DMA programs that name their channel by a
// route endpoint: the endpoint gets a channel like any other (the program's
// BDs count against the channel's BD half), the start gets its index.
// RUN: aiec --split-input-file --aie-objectfifo-allocate %s | FileCheck %s
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-allocate %S/Inputs/program-endpoint-errors.mlir

// A MemTile's even channels share BDs 0-23, its odd ones 24-47. The pool's
// ten objects on S2MM 0 and MM2S 2 take 20 of the even half, so the
// program's chain of four takes the odd MM2S 1 rather than the first free
// channel, MM2S 0, and its start names that index.
// CHECK-LABEL: aie.device(npu2)
// CHECK: aie.route_endpoint @drain(%[[MT:.*]]) DMA {channelIndex = 1 : i32}
// CHECK: aie.flow(%[[MT]], DMA : 1, %{{.*}}, DMA : 0)
// CHECK: aie.memtile_dma(%[[MT]]) {
// CHECK:   aie.dma_start(MM2S, 1, ^bb1, ^bb5)
// CHECK-NOT: @drain,
aie.device(npu2) {
  %shim = aie.tile(0, 0)
  %mt = aie.tile(0, 1)
  %core = aie.tile(0, 2)
  aie.objectfifo.pool @big(%mt) {depth = 10 : i32} : memref<8xi32> {
    aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
  }
  aie.objectfifo.dma_endpoint @big_in(%mt) fills @big {channelIndex = 0 : i32}
  aie.objectfifo.dma_endpoint @big_out(%mt) drains @big {channelIndex = 2 : i32}
  aie.route_endpoint @big_src(%shim) DMA {fifoName = "big"}
  aie.route_endpoint @big_dst(%shim) DMA {fifoName = "big_out"}
  aie.route from @big_src to [@big_in]
  aie.route from @big_out to [@big_dst]

  %b = aie.buffer(%mt) {sym_name = "b"} : memref<64xi32>
  aie.route_endpoint @drain(%mt) DMA
  aie.route_endpoint @sink(%core) DMA {channelIndex = 0 : i32}
  aie.route from @drain to [@sink]
  aie.memtile_dma(%mt) {
    aie.dma_start(MM2S, @drain, ^bd0, ^end)
  ^bd0:
    aie.dma_bd(%b : memref<64xi32> offset = 0 len = 16)
    aie.next_bd ^bd1
  ^bd1:
    aie.dma_bd(%b : memref<64xi32> offset = 16 len = 16)
    aie.next_bd ^bd2
  ^bd2:
    aie.dma_bd(%b : memref<64xi32> offset = 32 len = 16)
    aie.next_bd ^bd3
  ^bd3:
    aie.dma_bd(%b : memref<64xi32> offset = 48 len = 16)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}
