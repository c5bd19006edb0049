// --aie-split-long-repeats: a start whose repeat count is past a queue
// push's field (255) becomes starts of 256 runs each without the token and a
// last one with the rest, so an await of the task returns after the last.
// The count is the start's own (an attribute, or an operand folding to a
// constant), else its task's, through a loop that carries the task when one
// configure alone reaches it.
// RUN: aiec --split-input-file --verify-diagnostics --aie-split-long-repeats %s | FileCheck %s
// RUN: aiec --split-input-file --aie-split-long-repeats --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu %s | FileCheck %s --check-prefix=PUSH
// RUN: aiec --split-input-file --verify-diagnostics --aie-split-long-repeats %S/Inputs/split-long-repeats-flow.mlir | FileCheck %S/Inputs/split-long-repeats-flow.mlir
// RUN: aiec --verify-diagnostics --aie-split-long-repeats=max-pushes=2 %S/Inputs/split-long-repeats-bound.mlir

// 600 runs = 256 + 256 + 89; a start with its own 4 runs stays.
// CHECK-LABEL: @task_count
// CHECK:      aiex.dma_start_task(%[[T:.*]]) {no_token, repeat_count = 255 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[T]]) {no_token, repeat_count = 255 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[T]]) {repeat_count = 87 : i32}
// CHECK-NEXT: aiex.dma_await_task(%[[T]])
// CHECK-NEXT: aiex.dma_start_task(%[[T]]) {repeat_count = 3 : i32}
// PUSH-LABEL: @task_count
// PUSH:       aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %{{.*}} repeat %c255_i32{{(_[0-9]+)?}} {issue_token = false}
// PUSH:       aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %{{.*}} repeat %c255_i32{{(_[0-9]+)?}} {issue_token = false}
// PUSH:       aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %{{.*}} repeat %c87_i32{{(_[0-9]+)?}} {issue_token = true}
// PUSH:       aiex.npu.sync
// PUSH:       aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %{{.*}} repeat %c3_i32{{(_[0-9]+)?}} {issue_token = true}
aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence @task_count(%a: memref<256xi32>) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true, repeat_count = 599 : i32}
    aiex.dma_start_task(%t)
    aiex.dma_await_task(%t)
    aiex.dma_start_task(%t) {repeat_count = 3 : i32}
  }
}

// -----

// An operand folding to 300 is split like the attribute; a start without
// the token keeps it off every push.
// CHECK-LABEL: @operand
// CHECK:      aiex.dma_start_task(%[[T:.*]]) {no_token, repeat_count = 255 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[T]]) {repeat_count = 44 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[T]]) {no_token, repeat_count = 255 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[T]]) {no_token, repeat_count = 0 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[T]]) repeat %arg1 : i32
// PUSH-LABEL: @operand
// PUSH:       repeat %c255_i32{{(_[0-9]+)?}} {issue_token = false}
// PUSH:       repeat %c44_i32{{(_[0-9]+)?}} {issue_token = true}
// PUSH:       repeat %c255_i32{{(_[0-9]+)?}} {issue_token = false}
// PUSH:       repeat %c0_i32{{(_[0-9]+)?}} {issue_token = false}
// PUSH:       aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %{{.*}} repeat %arg1 {issue_token = true} : i32, i32
aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.runtime_sequence @operand(%a: memref<256xi32>, %r: i32) {
    %t = aiex.dma_configure_task(%t0, MM2S, 0) {
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true}
    %c300 = arith.constant 300 : i32
    aiex.dma_start_task(%t) repeat %c300 : i32
    aiex.dma_start_task(%t) {repeat_count = 256 : i32, no_token}
    aiex.dma_start_task(%t) repeat %r : i32
  }
}

