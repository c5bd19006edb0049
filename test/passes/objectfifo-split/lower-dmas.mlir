// --aie-objectfifo-lower-dmas: each DMA endpoint becomes a BD chain on its
// tile's DMA program, buffer-major and segment-minor, acquiring the lock its
// role waits on and releasing the other; route endpoints are dropped.
// RUN: aiec --split-input-file --aie-objectfifo-lower-dmas %s | FileCheck %s

// A join: each input fills its segment, the output drains both, the first
// with an access pattern; the output sends each object twice (repeatCount)
// and stops after three passes (iterCount).
// CHECK-LABEL: module @join
// CHECK-NOT:  aie.objectfifo.dma_endpoint
// CHECK-NOT:  aie.route_endpoint
// CHECK:      aie.memtile_dma(%{{.*}}tile_0_1) {
// CHECK:        aie.dma_start(S2MM, 0, ^bb1, ^bb3)
// CHECK:        aie.use_lock(%p0, AcquireGreaterEqual
// CHECK-NEXT:   aie.dma_bd(%b0 : memref<24xi32> offset = 0 len = 8)
// CHECK:        aie.use_lock(%c0, Release
// CHECK:        aie.dma_bd(%b1 : memref<24xi32> offset = 0 len = 8)
// CHECK:        aie.dma_start(S2MM, 1, ^bb4, ^bb6)
// CHECK:        aie.dma_bd(%b0 : memref<24xi32> offset = 8 len = 16)
// CHECK:        aie.dma_bd(%b1 : memref<24xi32> offset = 8 len = 16)
// CHECK:        aie.dma_start(MM2S, 0, ^bb7, ^bb16, repeat_count = 2)
// CHECK:        aie.use_lock(%c0, AcquireGreaterEqual
// CHECK-NEXT:   aie.dma_bd(%b0 : memref<24xi32> offset = 0 len = 8 sizes = [2, 4] strides = [1, 2])
// CHECK:        aie.use_lock(%p0, Release
// CHECK:        aie.use_lock(%c1, AcquireGreaterEqual
// CHECK-NEXT:   aie.dma_bd(%b0 : memref<24xi32> offset = 8 len = 16)
// CHECK:        aie.use_lock(%p1, Release
// CHECK:        aie.dma_bd(%b0 : memref<24xi32> offset = 0 len = 8
// CHECK:        aie.dma_bd(%b0 : memref<24xi32> offset = 8 len = 16)
// CHECK:        aie.dma_bd(%b1 : memref<24xi32> offset = 0 len = 8
// CHECK:        aie.dma_bd(%b1 : memref<24xi32> offset = 8 len = 16)
// CHECK:        aie.dma_bd(%b1 : memref<24xi32> offset = 0 len = 8
// CHECK:        aie.dma_bd(%b1 : memref<24xi32> offset = 8 len = 16)
// CHECK:        aie.use_lock(%p1, Release
// CHECK-NEXT:   aie.next_bd ^bb15
// CHECK:      ^bb15:
// CHECK-NEXT:   aie.end
module @join {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %m = aie.tile(0, 1)
    %b0 = aie.buffer(%m) {sym_name = "b0"} : memref<24xi32>
    %b1 = aie.buffer(%m) {sym_name = "b1"} : memref<24xi32>
    %p0 = aie.lock(%m) {sym_name = "p0", init = 4 : i32}
    %c0 = aie.lock(%m) {sym_name = "c0", init = 0 : i32}
    %p1 = aie.lock(%m) {sym_name = "p1", init = 4 : i32}
    %c1 = aie.lock(%m) {sym_name = "c1", init = 0 : i32}
    aie.objectfifo.pool @j(%m) {depth = 2 : i32, buffers = [@b0, @b1], repeatCount = 2 : i32} : memref<24xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32, produceLock = @p0, consumeLock = @c0}
      aie.objectfifo.segment @s1 {offset = 8 : i32, size = 16 : i32, produceLock = @p1, consumeLock = @c1}
    }
    aie.objectfifo.dma_endpoint @in0(%m) fills @j {segments = [@s0], channelIndex = 0 : i32}
    aie.objectfifo.dma_endpoint @in1(%m) fills @j {segments = [@s1], channelIndex = 1 : i32}
    aie.objectfifo.dma_endpoint @out(%m) drains @j {segments = [@s0, @s1], channelIndex = 0 : i32, iterCount = 3 : i32, dimensions = #aie<bd_dim_layout_array_array[[<size = 2, stride = 1>, <size = 4, stride = 2>], []]>}
    aie.route_endpoint @host(%shim) DMA {channelIndex = 0 : i32}
  }
}

// -----

// Dispatch: two objects, three turns: the chain runs lcm(2, 3) = 6 objects,
// buffers 0 1 0 1 0 1 with the headers of turns 0 1 2 0 1 2.
// CHECK-LABEL: module @dispatch
// CHECK:      aie.dma_bd_packet(0, 5)
// CHECK-NEXT: aie.dma_bd(%q0
// CHECK:      aie.dma_bd_packet(0, 6)
// CHECK-NEXT: aie.dma_bd(%q1
// CHECK:      aie.dma_bd_packet(0, 7)
// CHECK-NEXT: aie.dma_bd(%q0
// CHECK:      aie.dma_bd_packet(0, 5)
// CHECK-NEXT: aie.dma_bd(%q1
// CHECK:      aie.dma_bd_packet(0, 6)
// CHECK-NEXT: aie.dma_bd(%q0
// CHECK:      aie.dma_bd_packet(0, 7)
// CHECK-NEXT: aie.dma_bd(%q1
// CHECK:      aie.next_bd ^bb1
module @dispatch {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %u = aie.tile(0, 3)
    %q0 = aie.buffer(%t) {sym_name = "q0"} : memref<8xi32>
    %q1 = aie.buffer(%t) {sym_name = "q1"} : memref<8xi32>
    %p = aie.lock(%t) {sym_name = "p", init = 0 : i32}
    %c = aie.lock(%t) {sym_name = "c", init = 2 : i32}
    aie.objectfifo.pool @q(%t) {depth = 2 : i32, buffers = [@q0, @q1]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32, produceLock = @p, consumeLock = @c}
    }
    aie.route_endpoint @a(%u) Core {channelIndex = 0 : i32}
    aie.route_endpoint @b(%u) Core {channelIndex = 1 : i32}
    aie.route_endpoint @x(%t) Core {channelIndex = 0 : i32}
    aie.objectfifo.dma_endpoint @y(%t) drains @q {channelIndex = 0 : i32, dispatch = [@a, @b, @x], dispatchPackets = [#aie.packet_info<pkt_id = 5>, #aie.packet_info<pkt_id = 6>, #aie.packet_info<pkt_id = 7>]}
  }
}

// -----

// AIE1: the filling DMA waits for an empty object (0) and marks it full (1),
// on the object's own lock.
// CHECK-LABEL: module @binary
// CHECK:      aie.dma_start(S2MM, 0
// CHECK:      aie.use_lock(%l0, Acquire, %c0_i32)
// CHECK-NEXT: aie.dma_bd(%r0
// CHECK:      aie.use_lock(%l0, Release, %c1_i32)
// CHECK:      aie.use_lock(%l1, Acquire, %c0_i32_0)
// CHECK-NEXT: aie.dma_bd(%r1
// CHECK:      aie.use_lock(%l1, Release, %c1_i32_1)
module @binary {
  aie.device(xcvc1902) {
    %t = aie.tile(1, 2)
    %r0 = aie.buffer(%t) {sym_name = "r0"} : memref<8xi32>
    %r1 = aie.buffer(%t) {sym_name = "r1"} : memref<8xi32>
    %l0 = aie.lock(%t, 0) {sym_name = "l0"}
    %l1 = aie.lock(%t, 1) {sym_name = "l1"}
    aie.objectfifo.pool @r(%t) {depth = 2 : i32, buffers = [@r0, @r1], locks = [@l0, @l1]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @f(%t) fills @r {channelIndex = 0 : i32}
  }
}
