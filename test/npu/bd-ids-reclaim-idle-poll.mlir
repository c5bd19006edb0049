// --aie-assign-runtime-sequence-bd-ids with reclaim-bds: a poll of a
// channel's status until `task_queue_size` and `channel_running` (bits 22:19,
// 0x780000) are clear proves the channel idle, so every task pushed on it
// finished, and their ids are free for a task once none is (a 16-BD chain
// after two tasks that hold ids 0 and 1 takes 2..15 and then 0 and 1). The
// poll must read that channel's status (shim (1, 0) MM2S 1: 0x1D22C) and
// cover both fields: a poll of queue room alone (bit 22) leaves a task
// running, and one of another channel proves nothing; there the ids run out.

// RUN: aiec --aie-assign-runtime-sequence-bd-ids='reclaim-bds=true' %s | FileCheck %s
// RUN: not aiec --split-input-file --aie-assign-runtime-sequence-bd-ids='reclaim-bds=true' %S/Inputs/bd-ids-reclaim-not-idle.mlir 2>&1 | FileCheck %s --check-prefix=OUT

// CHECK-LABEL: @idle
// CHECK:          aiex.npu.maskpoll
// CHECK-NOT:      aiex.npu.maskpoll
// CHECK:          aiex.dma_configure_task(%{{.*}}, S2MM, 0)
// CHECK-COUNT-14:   {bd_id = {{[2-9]|1[0-5]}} : i32}
// CHECK-NEXT:       aie.next_bd
// CHECK-NEXT:     ^bb14:
// CHECK-NEXT:       aie.dma_bd({{.*}}) {bd_id = 0 : i32}
// CHECK:            aie.dma_bd({{.*}}) {bd_id = 1 : i32}
// CHECK-NEXT:       aie.end
// OUT-COUNT-2: error: 'aie.dma_bd' op Allocator exhausted available buffer descriptor IDs.

aie.device(npu1) @idle {
  %shim = aie.tile(1, 0)
  aie.runtime_sequence @idle(%buf: memref<64xi32>) {
    %status = arith.constant 119340 : i32
    %zero = arith.constant 0 : i32
    %mask = arith.constant 7864320 : i32
    %x = aiex.dma_configure_task(%shim, MM2S, 1) {
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.end
    }
    aiex.dma_start_task(%x)
    %y = aiex.dma_configure_task(%shim, MM2S, 1) {
      aie.dma_bd(%buf : memref<64xi32> offset = 8 len = 8)
      aie.end
    }
    aiex.dma_start_task(%y)
    aiex.npu.maskpoll(%status, %zero, %mask) {column = 1 : i32, row = 0 : i32} : i32, i32, i32
    %z = aiex.dma_configure_task(%shim, S2MM, 0) {
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b1
    ^b1:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b2
    ^b2:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b3
    ^b3:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b4
    ^b4:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b5
    ^b5:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b6
    ^b6:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b7
    ^b7:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b8
    ^b8:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b9
    ^b9:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b10
    ^b10:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b11
    ^b11:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b12
    ^b12:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b13
    ^b13:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b14
    ^b14:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.next_bd ^b15
    ^b15:
      aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 8)
      aie.end
    }
    aiex.dma_start_task(%z)
  }
}
