// --aie-lower-dma-channel-reset-for expands aiex.dma_channel_reset_for into
// its fifo's re-arm alone: a reset of each channel, each lock set to the
// fifo's initial value, and a push of each channel's head BD, which the
// channel's resident aie.dma_start gives when the binding records none
// (core tile (0, 3) S2MM 0: BD 5, repeat 3: the queue word 0x30005 at
// 0x1DE04 + the tile's address). A mem tile's start queue takes
// a BD id of 6 bits: BD 24 is pushed whole (the queue word 24, at
// 0xA0604 + the tile's address). The binding goes once nothing names it.

// RUN: aiec --split-input-file --aie-lower-dma-channel-reset-for %s | FileCheck %s
// RUN: aiec --split-input-file --aie-lower-dma-channel-reset-for --aie-dma-to-npu %s | FileCheck %s --check-prefix=WORD
// RUN: not aiec --split-input-file --aie-lower-dma-channel-reset-for %S/Inputs/reset-for-unresolved.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: @core_tile
// CHECK:       aiex.dma_channel_reset(%{{.*}}, S2MM, 0)
// CHECK-NEXT:  aiex.set_lock(%{{.*}}, 1)
// CHECK-NEXT:  aiex.set_lock(%{{.*}}, 0)
// CHECK:       aiex.npu.push_queue(0, 3, S2MM : 0) bd_id %{{.*}} repeat %{{.*}} {issue_token = false}
// CHECK-NOT:   aiex.dma_channel_reset_for
// CHECK-NOT:   aie.objectfifo_rearm_binding
// CHECK-LABEL: @mem_tile
// CHECK:       aiex.npu.push_queue(0, 1, S2MM : 0)

// WORD-LABEL: @core_tile
// WORD:       %[[A:.*]] = arith.constant 3268100 : i32
// WORD-NEXT:  %[[W:.*]] = arith.constant 196613 : i32
// WORD-NEXT:  aiex.npu.write32(%[[A]], %[[W]]) : i32, i32
// WORD-LABEL: @mem_tile
// WORD:       %[[A:.*]] = arith.constant 1705476 : i32
// WORD-NEXT:  %[[W:.*]] = arith.constant 24 : i32
// WORD-NEXT:  aiex.npu.write32(%[[A]], %[[W]]) : i32, i32

// ERR: error: 'aiex.dma_channel_reset_for' op could not resolve 'missing' to an aie.objectfifo_rearm_binding
// ERR: error: 'aiex.dma_channel_reset_for' op could not find a resident DMA channel for endpoint on tile (0, 3)
// ERR: error: 'aiex.dma_channel_reset_for' op the resident DMA channel on tile (0, 3) has no assigned BD id; run --aie-assign-bd-ids first

module @core_tile {
  aie.device(npu2) {
    %t03 = aie.tile(0, 3)
    %buf = aie.buffer(%t03) : memref<64xi32>
    %pl = aie.lock(%t03, 0) {init = 1 : i32}
    %cl = aie.lock(%t03, 1) {init = 0 : i32}
    %mem = aie.mem(%t03) {
      %s = aie.dma_start(S2MM, 0, ^bd, ^end, repeat_count = 3)
    ^bd:
      aie.use_lock(%pl, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64) {bd_id = 5 : i32, next_bd_id = 5 : i32}
      aie.use_lock(%cl, Release, 1)
      aie.next_bd ^bd
    ^end:
      aie.end
    }
    aie.objectfifo_rearm_binding @rearm channels(%t03 : index) locks(%pl, %cl : index, index) {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32: 1, 0>}
    aie.runtime_sequence() {
      aiex.dma_channel_reset_for(@rearm)
    }
  }
}

// -----

module @mem_tile {
  aie.device(npu2) {
    %mt = aie.tile(0, 1)
    %buf = aie.buffer(%mt) : memref<64xi32>
    %pl = aie.lock(%mt, 0) {init = 2 : i32}
    %cl = aie.lock(%mt, 1) {init = 0 : i32}
    %mem = aie.memtile_dma(%mt) {
      %s = aie.dma_start(S2MM, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%pl, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64) {bd_id = 24 : i32, next_bd_id = 24 : i32}
      aie.use_lock(%cl, Release, 1)
      aie.next_bd ^bd
    ^end:
      aie.end
    }
    aie.objectfifo_rearm_binding @rearm channels(%mt : index) locks(%pl, %cl : index, index) {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32: 2, 0>}
    aie.runtime_sequence() {
      aiex.dma_channel_reset_for(@rearm)
    }
  }
}
