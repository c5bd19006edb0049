// --aie-lower-dynamic-bd-pool guards the pushes of the loops it keeps
// rolled: a run-time loop that starts a task on one channel each trip and
// never awaits it may find the channel's 4-deep task queue full, so each
// such push is preceded by a poll of the channel's status (the shim S2MM 0
// status register at 119328, bit 22: the queue's depth bit, clear while it
// has room).
// With enforce-queue-depth=false the push is reported instead, once. A
// ping-pong that awaits the task the loop carries from the trip before
// (an iteration argument: the first task, then each trip's) keeps the queue
// at two, so its pushes need no poll.
// RUN: aiec --split-input-file %s --aie-lower-dynamic-bd-pool | FileCheck %s
// RUN: aiec --split-input-file %s --aie-lower-dynamic-bd-pool=enforce-queue-depth=false 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN

// CHECK: scf.for
// CHECK: aiex.dma_bd_pool_pop
// CHECK: %[[ADDR:.*]] = arith.constant 119328 : i32
// CHECK: %[[BIT:.*]] = arith.constant 4194304 : i32
// CHECK: aiex.npu.maskpoll(%[[ADDR]], %{{.*}}, %[[BIT]])
// CHECK-NEXT: aiex.dma_start_task
// WARN: warning: pushes a DMA task onto tile (0,0) S2MM channel 0, whose task queue is only 4 deep
// WARN: help: enforce-queue-depth=true (the default)
// WARN-NOT: warning
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    aie.runtime_sequence @spin(%out: memref<256xi32>, %n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %n step %c1 {
        %t = aiex.dma_configure_task(%shim, S2MM, 0) {
          aie.dma_bd(%out : memref<256xi32> offset = 0 len = 64)
          aie.end
        }
        aiex.dma_start_task(%t)
        aiex.dma_free_task(%t)
      }
    }
  }
}

// -----

// CHECK-LABEL: @ping_pong
// CHECK-NOT: aiex.npu.maskpoll
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    aie.runtime_sequence @ping_pong(%out: memref<256xi32>, %n: index) {
      %c1 = arith.constant 1 : index
      %first = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%out : memref<256xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%first)
      %last = scf.for %i = %c1 to %n step %c1 iter_args(%prev = %first) -> (index) {
        %t = aiex.dma_configure_task(%shim, S2MM, 0) {
          aie.dma_bd(%out : memref<256xi32> offset = 64 len = 64)
          aie.end
        } {issue_token = true}
        aiex.dma_start_task(%t)
        aiex.dma_await_task(%prev)
        aiex.dma_free_task(%prev)
        scf.yield %t : index
      }
      aiex.dma_await_task(%last)
      aiex.dma_free_task(%last)
    }
  }
}
