// A DMA channel's task queue holds 4 tasks and the hardware drops a push
// onto a full queue: every push that may find it full is guarded by a poll
// of the channel's status until bit 22 (Task_Queue_Size = 4) is clear,
// `aiex.npu.maskpoll(<status>, 0, 0x400000)` (shim MM2S 0's status is at
// 0x1D228 = 119336). --aie-assign-runtime-sequence-bd-ids guards
// dma_start_task, --aie-dma-to-npu the pushes of dma_memcpy_nd, each
// crediting the polls already there.
// RUN: aiec --split-input-file --aie-assign-runtime-sequence-bd-ids %s | FileCheck %s --check-prefix=TASKS
// RUN: aiec --split-input-file --aie-assign-runtime-sequence-bd-ids %s | aiec --split-input-file --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu --aie-dma-to-npu | FileCheck %s --check-prefix=ONCE
// RUN: aiec --split-input-file --aie-assign-runtime-sequence-bd-ids=enforce-queue-depth=false --aie-dma-to-npu=enforce-queue-depth=false %s 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: aiec --split-input-file --aie-dma-to-npu %s | FileCheck %s --check-prefix=MEMCPY

// Six pushes on MM2S 0, nothing awaited: the fifth and sixth are guarded,
// each by one poll just before it. The S2MM task on another channel needs
// none.
// TASKS-LABEL: @six
// TASKS:       aiex.dma_start_task(%[[R:.*]])
// TASKS-COUNT-4: aiex.dma_start_task
// TASKS-NOT:   aiex.dma_start_task
// TASKS:       %[[A:.*]] = arith.constant 119336 : i32
// TASKS:       %[[M:.*]] = arith.constant 4194304 : i32
// TASKS-NEXT:  aiex.npu.maskpoll(%[[A]], %{{.*}}, %[[M]]) : i32, i32, i32
// TASKS-NEXT:  aiex.dma_start_task
// TASKS:       aiex.npu.maskpoll
// TASKS-NEXT:  aiex.dma_start_task
// TASKS-NOT:   aiex.npu.maskpoll
// ONCE-LABEL: @six
// ONCE-COUNT-2: aiex.npu.maskpoll
// ONCE-NOT:    aiex.npu.maskpoll
// OFF: warning: pushes a DMA task onto tile (0,0) MM2S channel 0, whose task queue is only 4 deep, with 4 push(es) not yet known to have completed. A push onto a full queue is dropped by hardware
// OFF-NEXT: aiex.dma_start_task(%t4)
// OFF: help: enforce-queue-depth=true (the default) makes the compiler wait for a free slot here, polling the channel's status until bit 22 (Task_Queue_Size = 4) is clear
// OFF: warning: pushes a DMA task onto tile (0,0) MM2S channel 0
// OFF-NEXT: {{.*}}id = 4 : i64
// OFF-NOT: warning: pushes
// OFF-NOT: aiex.npu.maskpoll(
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  aie.runtime_sequence @six(%a: memref<64xi32>) {
    %r = aiex.dma_configure_task(%t00, S2MM, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 64)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%r)
    %t0 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t0)
    %t1 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 8 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t1)
    %t2 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 16 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t2)
    %t3 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 24 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t3)
    %t4 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 32 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t4)
    %t5 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 40 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t5)
    aiex.dma_await_task(%r)
  }
}

// -----

// An await of a token retires its push and every push queued before it:
// after it one push is outstanding, so the next four need no poll.
// TASKS-LABEL: @awaited
// ONCE-LABEL: @awaited
// TASKS-NOT: aiex.npu.maskpoll
// TASKS: aiex.dma_await_task
// TASKS-NOT: aiex.npu.maskpoll
// TASKS: }
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  aie.runtime_sequence @awaited(%a: memref<64xi32>) {
    %t0 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t0)
    %t1 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 8 len = 8)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t1)
    %t2 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 16 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t2)
    aiex.dma_await_task(%t1)
    %t3 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 24 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t3)
    %t4 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 32 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t4)
    %t5 = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32> offset = 40 len = 8)
      aie.end
    }
    aiex.dma_start_task(%t5)
  }
}

// -----

// dma_memcpy_nd: five transfers on @in, the fourth with a token. The fifth
// push is guarded (after its BD is written, before its queue write); the
// wait retires the first four, so the sixth is not.
// MEMCPY-LABEL: @memcpys
// MEMCPY-COUNT-4: aiex.npu.write32(%c119316_i32
// MEMCPY:     aiex.npu.blockwrite
// MEMCPY-NOT: aiex.npu.write32
// MEMCPY:     aiex.npu.maskpoll(%c119336_i32, %{{.*}}, %c4194304_i32) : i32, i32, i32
// MEMCPY-NOT: aiex.npu.blockwrite
// MEMCPY:     aiex.npu.write32(%c119316_i32
// MEMCPY:     aiex.npu.sync
// MEMCPY-NOT: aiex.npu.maskpoll
// MEMCPY:     }
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t00, MM2S, 0)
  aie.runtime_sequence @memcpys(%a: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @in, id = 0 : i64} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 16][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @in, id = 1 : i64} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 32][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @in, id = 2 : i64} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 48][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @in, id = 3 : i64, issue_token = true} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @in, id = 4 : i64} : memref<64xi32>
    aiex.npu.dma_wait {symbol = @in}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @in, id = 5 : i64} : memref<64xi32>
  }
}

