// A push warned about once is not warned about again: with
// enforce-queue-depth=false, --aie-assign-runtime-sequence-bd-ids warns at
// the fifth dma_start_task of S2MM 0 and marks it; the task lowering moves
// the mark onto its push_queue, so --aie-dma-to-npu warns only about the
// other channel's fifth push (MM2S 1); the other sequence's channel is
// warned about on its own. Enforcing in the last pass still guards the marked
// push; the mark goes with the push_queue.
// RUN: aiec --aie-assign-runtime-sequence-bd-ids=enforce-queue-depth=false --aie-dma-tasks-to-npu --aie-dma-to-npu=enforce-queue-depth=false %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN
// RUN: aiec --aie-assign-runtime-sequence-bd-ids=enforce-queue-depth=false --aie-dma-tasks-to-npu %s 2>/dev/null | FileCheck %s --check-prefix=MARK
// RUN: aiec --aie-assign-runtime-sequence-bd-ids=enforce-queue-depth=false --aie-dma-tasks-to-npu --aie-dma-to-npu %s 2>/dev/null | FileCheck %s --check-prefix=GUARD

// WARN: queue-depth-dedup.mlir:46:5: warning: pushes a DMA task onto tile (0,0) S2MM channel 0
// WARN-NOT: : warning:
// WARN: queue-depth-dedup.mlir:62:5: warning: pushes a DMA task onto tile (0,0) S2MM channel 0
// WARN-NOT: : warning:
// WARN: queue-depth-dedup.mlir:51:5: warning: pushes a DMA task onto tile (0,0) MM2S channel 1
// WARN-NOT: : warning:

// MARK-LABEL: @first
// MARK-COUNT-4: aiex.npu.push_queue(0, 0, S2MM : 0) bd_id %{{.*}} repeat %{{.*}} {issue_token = false}
// MARK: aiex.npu.push_queue(0, 0, S2MM : 0) bd_id %{{.*}} repeat %{{.*}} {aiex.dma_queue_overflow_diagnosed, issue_token = false}
// MARK-NOT: aiex.dma_queue_overflow_diagnosed
// MARK-LABEL: @second
// MARK: aiex.dma_queue_overflow_diagnosed
// MARK-NOT: aiex.dma_queue_overflow_diagnosed

// GUARD-LABEL: @first
// GUARD-COUNT-2: aiex.npu.maskpoll
// GUARD-NOT: aiex.npu.maskpoll
// GUARD-LABEL: @second
// GUARD: aiex.npu.maskpoll
// GUARD-NOT: aiex.npu.maskpoll
// GUARD-NOT: aiex.dma_queue_overflow_diagnosed
aie.device(npu1) {
  %tile = aie.tile(0, 0)
  aie.runtime_sequence @first(%arg: memref<64xi32>) {
    %c0 = arith.constant 0 : i32
    %task = aiex.dma_configure_task(%tile, S2MM, 0) {
      aie.dma_bd(%arg : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
    aiex.dma_start_task(%task)
    aiex.dma_start_task(%task)
    aiex.dma_start_task(%task)
    aiex.dma_start_task(%task)
    aiex.dma_start_task(%task)
    aiex.npu.push_queue (0, 0, MM2S:1) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:1) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:1) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:1) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:1) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
  }
  aie.runtime_sequence @second(%arg: memref<64xi32>) {
    %task = aiex.dma_configure_task(%tile, S2MM, 0) {
      aie.dma_bd(%arg : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
    aiex.dma_start_task(%task)
    aiex.dma_start_task(%task)
    aiex.dma_start_task(%task)
    aiex.dma_start_task(%task)
    aiex.dma_start_task(%task)
  }
}
