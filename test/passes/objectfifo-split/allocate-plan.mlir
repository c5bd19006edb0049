// --aie-objectfifo-allocate plans where objects and locks go and which
// channel each endpoint takes, on placed and logical tiles; a second run
// changes nothing.
// RUN: aiec --split-input-file --aie-objectfifo-allocate %s | FileCheck %s
// RUN: aiec --split-input-file --aie-objectfifo-allocate %s -o %t1
// RUN: aiec --split-input-file --aie-objectfifo-allocate %t1 -o %t2
// RUN: diff %t1 %t2
// RUN: aiec --aie-objectfifo-allocate="packet-sw-objFifos=true" %S/Inputs/core-routes.mlir | FileCheck %s --check-prefix=PACKET

// A full MemTile spills each object to the emptier neighbour MemTile its
// endpoint reaches, making that tile; the endpoint then needs one of the
// channels that reach a neighbour, and its locks stay home.
// CHECK-LABEL: module @spill
// CHECK:      %[[HOME:.*]] = aie.tile(1, 1)
// CHECK-NEXT: %p_prod_lock_0 = aie.lock(%[[HOME]]) {init = 2 : i32
// CHECK-NEXT: %p_cons_lock_0 = aie.lock(%[[HOME]]) {init = 0 : i32
// CHECK-DAG:  %[[WEST:.*]] = aie.tile(0, 1)
// CHECK-DAG:  %[[EAST:.*]] = aie.tile(2, 1)
// CHECK-DAG:  %p_buff_0 = aie.buffer(%[[WEST]]) {sym_name = "p_buff_0"}
// CHECK-DAG:  %p_buff_1 = aie.buffer(%[[EAST]]) {sym_name = "p_buff_1"}
// CHECK:      aie.objectfifo.dma_endpoint @d(%[[HOME]]) drains @p {channelIndex = 0 : i32}
module @spill {
  aie.device(npu1) {
    %m = aie.tile(1, 1)
    %full = aie.buffer(%m) : memref<131070xi32>
    aie.objectfifo.pool @p(%m) {depth = 2 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @d(%m) drains @p
  }
}

// -----

// An endpoint reaching a neighbour's memory takes its channel first, from
// the four that can; the local ones take what is left.
// CHECK-LABEL: module @adjacent_first
// CHECK: @l0({{.*}}) drains @near {channelIndex = 1 : i32}
// CHECK: @l3({{.*}}) drains @near {channelIndex = 4 : i32}
// CHECK: @r({{.*}}) drains @far {channelIndex = 0 : i32}
module @adjacent_first {
  aie.device(npu1) {
    %w = aie.tile(0, 1)
    %m = aie.tile(1, 1)
    %a = aie.buffer(%m) {sym_name = "a"} : memref<8xi32>
    %b = aie.buffer(%w) {sym_name = "b"} : memref<8xi32>
    aie.objectfifo.pool @near(%m) {depth = 1 : i32, buffers = [@a]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.pool @far(%m) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @l0(%m) drains @near
    aie.objectfifo.dma_endpoint @l1(%m) drains @near
    aie.objectfifo.dma_endpoint @l2(%m) drains @near
    aie.objectfifo.dma_endpoint @l3(%m) drains @near
    aie.objectfifo.dma_endpoint @r(%m) drains @far
  }
}

// -----

// Locks go where every user reaches them: the core on (2, 4) does not
// reach its pool's tile, so its locks sit by its buffer.
// CHECK-LABEL: module @locks_follow_users
// CHECK:      %[[R:.*]] = aie.tile(2, 4)
// CHECK-NEXT: %p_prod_lock_0 = aie.lock(%[[R]]) {init = 1 : i32
// CHECK-NEXT: %p_cons_lock_0 = aie.lock(%[[R]]) {init = 0 : i32
module @locks_follow_users {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %r = aie.tile(2, 4)
    %b = aie.buffer(%r) {sym_name = "b"} : memref<8xi32>
    aie.objectfifo.pool @p(%t) {depth = 1 : i32, buffers = [@b]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.core_endpoint @c(%r) drains @p
  }
}

// -----

// Unplaced tiles: objects and locks go on the logical tile; a pool that
// starts full and that nothing refills holds constants and gets no locks.
// CHECK-LABEL: module @logical
// CHECK:      %[[L:.*]] = aie.logical_tile<MemTile>(?, ?)
// CHECK-NEXT: %p_buff_0 = aie.buffer(%[[L]]) {sym_name = "p_buff_0"}
// CHECK-NEXT: %p_prod_lock_0 = aie.lock(%[[L]]) {init = 1 : i32
// CHECK-NEXT: %p_cons_lock_0 = aie.lock(%[[L]]) {init = 0 : i32
// CHECK-NEXT: %k_buff_0 = aie.buffer(%[[L]]) {sym_name = "k_buff_0"} : memref<8xi32> = dense<3>
// CHECK-NOT:  k_prod_lock
// CHECK:      @d(%[[L]]) fills @p {channelIndex = 0 : i32}
// CHECK:      @e(%[[L]]) drains @k {channelIndex = 0 : i32}
module @logical {
  aie.device(npu1) {
    %l = aie.logical_tile<MemTile>(?, ?)
    aie.objectfifo.pool @p(%l) {depth = 1 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.pool @k(%l) {depth = 1 : i32, initValues = [dense<3> : memref<8xi32>]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @d(%l) fills @p
    aie.objectfifo.dma_endpoint @e(%l) drains @k
  }
}

// -----

// A channel the design programs itself (a route endpoint on a MemTile's
// DMA) takes the free channel whose half of the BDs has most room: a task
// on S2MM 2 holds three of the even half's. Its runtime task becomes a task
// on that channel; the shim end's task names the shim allocation.
// CHECK-LABEL: module @program_channel
// CHECK:      aie.route_endpoint @prog(%[[MT:.*]]) DMA {channelIndex = 1 : i32}
// CHECK:      aiex.dma_configure_task_for @src_shim_alloc {
// CHECK:      aiex.dma_configure_task(%[[MT]], S2MM, 1) {
// CHECK:      } {repeat_count = 2 : i32}
// CHECK:      aie.shim_dma_allocation @src_shim_alloc(%{{.*}}, MM2S, 0)
module @program_channel {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mt = aie.tile(0, 1)
    %buf = aie.buffer(%mt) {sym_name = "buf"} : memref<64xi32>
    aie.route_endpoint @src(%shim) DMA {fifoName = "src"}
    aie.route_endpoint @prog(%mt) DMA
    aie.route from @src to [@prog]
    aie.runtime_sequence(%arg0: memref<64xi32>) {
      %big = aiex.dma_configure_task(%mt, S2MM, 2) {
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 4)
        aie.next_bd ^bd1
      ^bd1:
        aie.dma_bd(%buf : memref<64xi32> offset = 4 len = 4)
        aie.next_bd ^bd2
      ^bd2:
        aie.dma_bd(%buf : memref<64xi32> offset = 8 len = 4)
        aie.end
      }
      aiex.dma_start_task(%big)
      %in = aiex.dma_configure_task_for @src {
        aie.dma_bd(%arg0 : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      aiex.dma_start_task(%in)
      %t = aiex.dma_configure_task_for @prog {
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {repeat_count = 2 : i32}
      aiex.dma_start_task(%t)
    }
  }
}

// -----

// A reset of a fifo re-arms its MemTile channels and locks (not its shim
// end, which the host re-pushes): allocation records them in a binding the
// reset then names. A pool that starts full keeps its locks when reset.
// CHECK-LABEL: module @rearm
// CHECK:      %[[MT:.*]] = aie.tile(0, 1)
// CHECK:      %[[FREE:.*]] = aie.lock(%[[MT]]) {init = 0 : i32, sym_name = "f_prod_lock_0"}
// CHECK-NEXT: %[[FULL:.*]] = aie.lock(%[[MT]]) {init = 1 : i32, sym_name = "f_cons_lock_0"}
// CHECK:      aiex.dma_channel_reset_for(@f_rearm)
// CHECK:      aie.objectfifo_rearm_binding @f_rearm channels(%[[MT]] : index) locks(%[[FREE]], %[[FULL]] : index, index) {channel_dirs = array<i32: 1>, channel_indices = array<i32: 0>, lock_inits = array<i32: 0, 1>}
module @rearm {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mt = aie.tile(0, 1)
    aie.objectfifo.pool @f_pool(%mt) {depth = 1 : i32, fifoName = "f", initValues = [dense<5> : memref<8xi32>]} : memref<8xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @out(%mt) drains @f_pool {fifoName = "f"}
    aie.route_endpoint @host(%shim) DMA {fifoName = "f"}
    aie.route from @out to [@host]
    aie.runtime_sequence(%arg0: memref<8xi32>) {
      aiex.dma_channel_reset_for(@f)
    }
  }
}

// With packet-sw-objFifos, routes without a header share core ports as
// packet flows, each with the lowest free id.
// PACKET:      aie.packet_flow(0) {
// PACKET-NEXT:   aie.packet_source<%{{.*}}, Core : 0>
// PACKET:      aie.packet_flow(2) {
// PACKET-NEXT:   aie.packet_source<%{{.*}}, Core : 0>

// -----

// A pinned upper channel (4) reads only its own tile's memory and locks
// (mlir-aie's newest: an upper channel "cannot access adjacent MemTile
// buffers or locks"), so the objects and their locks are held on the
// reader; the writer, on a lower channel, reaches them there.
// CHECK-LABEL: module @held_on_the_reader
// CHECK-DAG: %[[POOL:.*]] = aie.tile(2, 1)
// CHECK-DAG: %[[READER:.*]] = aie.tile(3, 1)
// CHECK-DAG: aie.buffer(%[[READER]]) {sym_name = "q_buff_0"}
// CHECK-DAG: aie.lock(%[[READER]]) {{.*}}sym_name = "q_prod_lock_0"
// CHECK-DAG: aie.lock(%[[READER]]) {{.*}}sym_name = "q_cons_lock_0"
// CHECK: @r(%[[READER]]) drains @q {channelIndex = 4 : i32}
// CHECK: @w(%[[POOL]]) fills @q {channelIndex = 0 : i32}
module @held_on_the_reader {
  aie.device(npu2) {
    %pool = aie.tile(2, 1)
    %reader = aie.tile(3, 1)
    aie.objectfifo.pool @q(%pool) {depth = 1 : i32} : memref<64xi32> {
      aie.objectfifo.segment @s {offset = 0 : i32, size = 64 : i32}
    }
    aie.objectfifo.dma_endpoint @r(%reader) drains @q {channelIndex = 4 : i32}
    aie.objectfifo.dma_endpoint @w(%pool) fills @q
  }
}

// -----

// Five readers on a MemTile of objects on its neighbour: one of the two
// pools must be held on the readers' tile, with its locks (an upper channel
// reaches neither). The readers' tile has no lock left, so holding the
// cheaper pool there is no repair; the larger one, whose locks the design
// put there already, is held instead, and the cheaper one stays whole on
// the neighbour, read on the four lower channels.
// CHECK-LABEL: module @repair_within_lock_room
// CHECK-DAG: aie.buffer(%mem_tile_0_1) {sym_name = "larger_buff_0"}
// CHECK-DAG: aie.buffer(%mem_tile_1_1) {sym_name = "cheap_buff_0"}
// CHECK-DAG: aie.lock(%mem_tile_1_1) {{.*}}sym_name = "cheap_prod_lock_0"
// CHECK: @r3(%mem_tile_0_1) drains @cheap {channelIndex = 3 : i32}
// CHECK: @r4(%mem_tile_0_1) drains @larger {channelIndex = 4 : i32}
module @repair_within_lock_room {
  aie.device(npu2) {
    %dst = aie.tile(0, 1)
    %neighbour = aie.tile(1, 1)
    %free = aie.lock(%dst) {sym_name = "free", init = 1 : i32}
    %full = aie.lock(%dst) {sym_name = "full", init = 0 : i32}
    %l0 = aie.lock(%dst) {sym_name = "l0", init = 0 : i32}
    %l1 = aie.lock(%dst) {sym_name = "l1", init = 0 : i32}
    %l2 = aie.lock(%dst) {sym_name = "l2", init = 0 : i32}
    %l3 = aie.lock(%dst) {sym_name = "l3", init = 0 : i32}
    %l4 = aie.lock(%dst) {sym_name = "l4", init = 0 : i32}
    %l5 = aie.lock(%dst) {sym_name = "l5", init = 0 : i32}
    %l6 = aie.lock(%dst) {sym_name = "l6", init = 0 : i32}
    %l7 = aie.lock(%dst) {sym_name = "l7", init = 0 : i32}
    %l8 = aie.lock(%dst) {sym_name = "l8", init = 0 : i32}
    %l9 = aie.lock(%dst) {sym_name = "l9", init = 0 : i32}
    %l10 = aie.lock(%dst) {sym_name = "l10", init = 0 : i32}
    %l11 = aie.lock(%dst) {sym_name = "l11", init = 0 : i32}
    %l12 = aie.lock(%dst) {sym_name = "l12", init = 0 : i32}
    %l13 = aie.lock(%dst) {sym_name = "l13", init = 0 : i32}
    %l14 = aie.lock(%dst) {sym_name = "l14", init = 0 : i32}
    %l15 = aie.lock(%dst) {sym_name = "l15", init = 0 : i32}
    %l16 = aie.lock(%dst) {sym_name = "l16", init = 0 : i32}
    %l17 = aie.lock(%dst) {sym_name = "l17", init = 0 : i32}
    %l18 = aie.lock(%dst) {sym_name = "l18", init = 0 : i32}
    %l19 = aie.lock(%dst) {sym_name = "l19", init = 0 : i32}
    %l20 = aie.lock(%dst) {sym_name = "l20", init = 0 : i32}
    %l21 = aie.lock(%dst) {sym_name = "l21", init = 0 : i32}
    %l22 = aie.lock(%dst) {sym_name = "l22", init = 0 : i32}
    %l23 = aie.lock(%dst) {sym_name = "l23", init = 0 : i32}
    %l24 = aie.lock(%dst) {sym_name = "l24", init = 0 : i32}
    %l25 = aie.lock(%dst) {sym_name = "l25", init = 0 : i32}
    %l26 = aie.lock(%dst) {sym_name = "l26", init = 0 : i32}
    %l27 = aie.lock(%dst) {sym_name = "l27", init = 0 : i32}
    %l28 = aie.lock(%dst) {sym_name = "l28", init = 0 : i32}
    %l29 = aie.lock(%dst) {sym_name = "l29", init = 0 : i32}
    %l30 = aie.lock(%dst) {sym_name = "l30", init = 0 : i32}
    %l31 = aie.lock(%dst) {sym_name = "l31", init = 0 : i32}
    %l32 = aie.lock(%dst) {sym_name = "l32", init = 0 : i32}
    %l33 = aie.lock(%dst) {sym_name = "l33", init = 0 : i32}
    %l34 = aie.lock(%dst) {sym_name = "l34", init = 0 : i32}
    %l35 = aie.lock(%dst) {sym_name = "l35", init = 0 : i32}
    %l36 = aie.lock(%dst) {sym_name = "l36", init = 0 : i32}
    %l37 = aie.lock(%dst) {sym_name = "l37", init = 0 : i32}
    %l38 = aie.lock(%dst) {sym_name = "l38", init = 0 : i32}
    %l39 = aie.lock(%dst) {sym_name = "l39", init = 0 : i32}
    %l40 = aie.lock(%dst) {sym_name = "l40", init = 0 : i32}
    %l41 = aie.lock(%dst) {sym_name = "l41", init = 0 : i32}
    %l42 = aie.lock(%dst) {sym_name = "l42", init = 0 : i32}
    %l43 = aie.lock(%dst) {sym_name = "l43", init = 0 : i32}
    %l44 = aie.lock(%dst) {sym_name = "l44", init = 0 : i32}
    %l45 = aie.lock(%dst) {sym_name = "l45", init = 0 : i32}
    %l46 = aie.lock(%dst) {sym_name = "l46", init = 0 : i32}
    %l47 = aie.lock(%dst) {sym_name = "l47", init = 0 : i32}
    %l48 = aie.lock(%dst) {sym_name = "l48", init = 0 : i32}
    %l49 = aie.lock(%dst) {sym_name = "l49", init = 0 : i32}
    %l50 = aie.lock(%dst) {sym_name = "l50", init = 0 : i32}
    %l51 = aie.lock(%dst) {sym_name = "l51", init = 0 : i32}
    %l52 = aie.lock(%dst) {sym_name = "l52", init = 0 : i32}
    %l53 = aie.lock(%dst) {sym_name = "l53", init = 0 : i32}
    %l54 = aie.lock(%dst) {sym_name = "l54", init = 0 : i32}
    %l55 = aie.lock(%dst) {sym_name = "l55", init = 0 : i32}
    %l56 = aie.lock(%dst) {sym_name = "l56", init = 0 : i32}
    %l57 = aie.lock(%dst) {sym_name = "l57", init = 0 : i32}
    %l58 = aie.lock(%dst) {sym_name = "l58", init = 0 : i32}
    %l59 = aie.lock(%dst) {sym_name = "l59", init = 0 : i32}
    %l60 = aie.lock(%dst) {sym_name = "l60", init = 0 : i32}
    %l61 = aie.lock(%dst) {sym_name = "l61", init = 0 : i32}
    aie.objectfifo.pool @cheap(%neighbour) {depth = 1 : i32} : memref<16xi32> {
      aie.objectfifo.segment @s {offset = 0 : i32, size = 16 : i32}
    }
    aie.objectfifo.pool @larger(%neighbour) {depth = 1 : i32} : memref<32xi32> {
      aie.objectfifo.segment @s {offset = 0 : i32, size = 32 : i32, produceLock = @free, consumeLock = @full}
    }
    aie.objectfifo.dma_endpoint @r0(%dst) drains @cheap
    aie.objectfifo.dma_endpoint @r1(%dst) drains @cheap
    aie.objectfifo.dma_endpoint @r2(%dst) drains @cheap
    aie.objectfifo.dma_endpoint @r3(%dst) drains @cheap
    aie.objectfifo.dma_endpoint @r4(%dst) drains @larger
  }
}
