// --aie-objectfifo-allocate: buffers and locks of pools, channels of
// endpoints, routes to flows, shim allocations; what is written down is
// kept, so a second run changes nothing.
// RUN: aiec --split-input-file --aie-objectfifo-allocate %s | FileCheck %s
// RUN: aiec --split-input-file --aie-objectfifo-allocate %s -o %t1
// RUN: aiec --split-input-file --aie-objectfifo-allocate %t1 -o %t2
// RUN: diff %t1 %t2

// Two objects start full (R = 3 lock units each); buffers and locks go
// right below their tile; a pool with buffers keeps them, and a segment
// naming only one of its locks gets a new pair; a circuit route to two
// destinations is a flow to each; channels go around an explicit flow's.
// CHECK-LABEL: module @resources
// CHECK:      %tile_0_2 = aie.tile(0, 2)
// CHECK-NEXT: %full_buff_0 = aie.buffer(%tile_0_2) {sym_name = "full_buff_0"} : memref<8xi32> = dense<1>
// CHECK-NEXT: %full_buff_1 = aie.buffer(%tile_0_2) {sym_name = "full_buff_1"} : memref<8xi32> = dense<2>
// CHECK-NEXT: %full_buff_2 = aie.buffer(%tile_0_2) {sym_name = "full_buff_2"} : memref<8xi32>
// CHECK-NEXT: %full_prod_lock_0 = aie.lock(%tile_0_2) {init = 3 : i32, sym_name = "full_prod_lock_0"}
// CHECK-NEXT: %full_cons_lock_0 = aie.lock(%tile_0_2) {init = 6 : i32, sym_name = "full_cons_lock_0"}
// CHECK-NEXT: %tile_0_3 = aie.tile(0, 3)
// CHECK-NEXT: %mine_prod_lock_0 = aie.lock(%tile_0_3) {init = 1 : i32, sym_name = "mine_prod_lock_0"}
// CHECK-NEXT: %mine_cons_lock_0 = aie.lock(%tile_0_3) {init = 0 : i32, sym_name = "mine_cons_lock_0"}
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3)
// CHECK-NEXT: %other_buff_0 = aie.buffer(%tile_1_3)
// CHECK:      aie.objectfifo.pool @full_pool(%{{.*}}tile_0_2) {buffers = [@full_buff_0, @full_buff_1, @full_buff_2], depth = 3 : i32
// CHECK:      aie.objectfifo.dma_endpoint @d(%{{.*}}tile_0_2) drains @full_pool {channelIndex = 1 : i32}
// CHECK:      aie.objectfifo.pool @mine(%{{.*}}tile_0_3) {buffers = [@b], depth = 1 : i32}
// CHECK-NEXT:   aie.objectfifo.segment @s0 {consumeLock = @mine_cons_lock_0, offset = 0 : i32, produceLock = @mine_prod_lock_0, size = 8 : i32}
// CHECK:      aie.objectfifo.dma_endpoint @e(%{{.*}}tile_0_3) fills @mine {channelIndex = 0 : i32}
// CHECK:      aie.objectfifo.dma_endpoint @g(%{{.*}}tile_1_3) fills @other {channelIndex = 1 : i32}
// CHECK-NEXT: aie.flow(%{{.*}}tile_0_2, DMA : 1, %{{.*}}tile_0_3, DMA : 0)
// CHECK-NEXT: aie.flow(%{{.*}}tile_0_2, DMA : 1, %{{.*}}tile_1_3, DMA : 1)
// CHECK-NOT:  aie.route
module @resources {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %u = aie.tile(0, 3)
    %v = aie.tile(1, 3)
    %b = aie.buffer(%u) {sym_name = "b"} : memref<8xi32>
    %c = aie.lock(%u) {sym_name = "c", init = 0 : i32}
    aie.flow(%t, DMA : 0, %v, DMA : 0)
    aie.objectfifo.pool @full_pool(%t) {depth = 3 : i32, repeatCount = 3 : i32, initValues = [dense<1> : memref<8xi32>, dense<2> : memref<8xi32>]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @d(%t) drains @full_pool
    aie.objectfifo.pool @mine(%u) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32, consumeLock = @c}
    }
    aie.objectfifo.dma_endpoint @e(%u) fills @mine
    aie.objectfifo.pool @other(%v) {depth = 1 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @g(%v) fills @other
    aie.route from @d to [@e, @g]
  }
}

// -----

// A packet route stamps its header on its source; a dispatching source
// records each turn's header in turn order; a shim route endpoint gets a
// shim allocation at the end of the device, which the runtime sequence
// then names.
// CHECK-LABEL: module @headers
// CHECK:      aie.objectfifo.dma_endpoint @d(%{{.*}}tile_0_2) drains @p {channelIndex = 0 : i32, packet = #aie.packet_info<pkt_type = 1, pkt_id = 4>}
// CHECK:      aie.route_endpoint @host(%{{.*}}tile_0_0) DMA {channelIndex = 0 : i32, fifoName = "f"}
// CHECK:      aie.packet_flow(4) {
// CHECK-NEXT:   aie.packet_source<%{{.*}}tile_0_2, DMA : 0>
// CHECK-NEXT:   aie.packet_dest<%{{.*}}tile_0_0, DMA : 0>
// CHECK:      aie.objectfifo.dma_endpoint @y(%{{.*}}tile_0_3) drains @q {channelIndex = 0 : i32, dispatch = [@a, @b], dispatchPackets = [#aie.packet_info<pkt_id = 6>, #aie.packet_info<pkt_id = 5>]}
// CHECK:      aie.packet_flow(5) {
// CHECK-NEXT:   aie.packet_source<%{{.*}}tile_0_3, DMA : 0>
// CHECK-NEXT:   aie.packet_dest<%{{.*}}tile_1_3, Core : 0>
// CHECK:      aie.packet_flow(6) {
// CHECK-NEXT:   aie.packet_source<%{{.*}}tile_0_3, DMA : 0>
// CHECK-NEXT:   aie.packet_dest<%{{.*}}tile_1_2, Core : 0>
// CHECK:      aiex.npu.dma_wait {symbol = @f_shim_alloc}
// CHECK:      aie.shim_dma_allocation @f_shim_alloc(%{{.*}}tile_0_0, S2MM, 0)
module @headers {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    %u = aie.tile(0, 3)
    %w = aie.tile(1, 2)
    %x = aie.tile(1, 3)
    aie.objectfifo.pool @p(%t) {depth = 1 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @d(%t) drains @p
    aie.route_endpoint @host(%shim) DMA {fifoName = "f"}
    aie.route from @d to [@host] {packet = #aie.packet_info<pkt_type = 1, pkt_id = 4>}
    aie.objectfifo.pool @q(%u) {depth = 2 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @y(%u) drains @q {dispatch = [@a, @b]}
    aie.route_endpoint @a(%w) Core {channelIndex = 0 : i32}
    aie.route_endpoint @b(%x) Core {channelIndex = 0 : i32}
    aie.route from @y to [@b] {packet = #aie.packet_info<pkt_id = 5>}
    aie.route from @y to [@a] {packet = #aie.packet_info<pkt_id = 6>}
    aie.runtime_sequence(%buf: memref<8xi32>) {
      aiex.npu.dma_wait {symbol = @host}
    }
  }
}

// -----

// AIE1: one binary lock per object, set when the object starts full.
// CHECK-LABEL: module @binary
// CHECK:      %p_lock_0 = aie.lock(%{{.*}}tile_1_2) {init = 1 : i32, sym_name = "p_lock_0"}
// CHECK-NEXT: %p_lock_1 = aie.lock(%{{.*}}tile_1_2) {init = 0 : i32, sym_name = "p_lock_1"}
// CHECK:      aie.objectfifo.pool @p(%{{.*}}tile_1_2) {buffers = [@p_buff_0, @p_buff_1], depth = 2 : i32, initValues = [dense<7> : memref<8xi32>], locks = [@p_lock_0, @p_lock_1]}
module @binary {
  aie.device(xcvc1902) {
    %t = aie.tile(1, 2)
    aie.objectfifo.pool @p(%t) {depth = 2 : i32, initValues = [dense<7> : memref<8xi32>]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
  }
}
