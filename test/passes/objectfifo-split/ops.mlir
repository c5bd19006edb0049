// The ops of the split objectfifo lowering print as they read, and the
// printed form reads back the same (docs/dialect.md, "Pools, endpoints and
// routes").
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s

// CHECK-LABEL: module @ops
// CHECK: aie.objectfifo.pool @p(%{{.*}}) {buffers = [@b0, @b1], depth = 2 : i32, fifoName = "f", repeatCount = 3 : i32} : memref<48xi32> {
// CHECK-NEXT:   aie.objectfifo.segment @s0 {consumeLock = @c0, offset = 0 : i32, produceLock = @p0, size = 16 : i32}
// CHECK-NEXT:   aie.objectfifo.segment @s1 {consumeLock = @c1, offset = 16 : i32, produceLock = @p1, size = 32 : i32}
// CHECK-NEXT: }
// CHECK: aie.objectfifo.core_endpoint @w(%{{.*}}) fills @p {segments = [@s0, @s1]}
// CHECK: aie.objectfifo.dma_endpoint @d0(%{{.*}}) drains @p {channelIndex = 1 : i32, dimensions = #aie<bd_dim_layout_array_array{{\[\[}}<size = 4, stride = 4>, <size = 4, stride = 1>]]>, iterCount = 2 : i32, segments = [@s0]}
// CHECK: aie.objectfifo.dma_endpoint @d1(%{{.*}}) drains @p {dispatch = [@x, @y], segments = [@s1]}
// CHECK: aie.route_endpoint @x(%{{.*}}) Core {channelIndex = 0 : i32}
// CHECK: aie.route_endpoint @y(%{{.*}}) DMA {fifoName = "f"}
// CHECK: aie.route from @d0 to [@x]
// CHECK: aie.route from [@d1, @d0] to [@y] {packet = #aie.packet_info<>}
// CHECK: aie.route from @d1 to [@x, @y] {packet = #aie.packet_info<pkt_id = 3>}
// CHECK: aie.objectfifo.acquire @w(2) : memref<48xi32>, memref<48xi32>
// CHECK: aie.objectfifo.release @w(2)
module @ops {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<48xi32>
    %b1 = aie.buffer(%t) {sym_name = "b1"} : memref<48xi32>
    %p0 = aie.lock(%t) {sym_name = "p0", init = 2 : i32}
    %c0 = aie.lock(%t) {sym_name = "c0", init = 0 : i32}
    %p1 = aie.lock(%t) {sym_name = "p1", init = 2 : i32}
    %c1 = aie.lock(%t) {sym_name = "c1", init = 0 : i32}
    aie.objectfifo.pool @p(%t) {depth = 2 : i32, buffers = [@b0, @b1], fifoName = "f", repeatCount = 3 : i32} : memref<48xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 16 : i32, produceLock = @p0, consumeLock = @c0}
      aie.objectfifo.segment @s1 {offset = 16 : i32, size = 32 : i32, produceLock = @p1, consumeLock = @c1}
    }
    aie.objectfifo.core_endpoint @w(%t) fills @p {segments = [@s0, @s1]}
    aie.objectfifo.dma_endpoint @d0(%t) drains @p {segments = [@s0], channelIndex = 1 : i32, iterCount = 2 : i32, dimensions = #aie<bd_dim_layout_array_array[[<size = 4, stride = 4>, <size = 4, stride = 1>]]>}
    aie.objectfifo.dma_endpoint @d1(%t) drains @p {segments = [@s1], dispatch = [@x, @y]}
    aie.route_endpoint @x(%t) Core {channelIndex = 0 : i32}
    aie.route_endpoint @y(%shim) DMA {fifoName = "f"}
    aie.route from @d0 to [@x]
    aie.route from [@d1, @d0] to [@y] {packet = #aie.packet_info<>}
    aie.route from @d1 to [@x, @y] {packet = #aie.packet_info<pkt_id = 3>}
    %core = aie.core(%t) {
      %o:2 = aie.objectfifo.acquire @w (2) : memref<48xi32>, memref<48xi32>
      aie.objectfifo.release @w (2)
      aie.end
    }
  }
}
