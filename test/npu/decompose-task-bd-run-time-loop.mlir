// --aie-decompose-large-dma-bd under a loop with a run-time bound: a BD
// whose 1031 rows (stride 4; 1031 is prime, so no factoring across the free
// outermost dimension) pass a shim's 1023-wrap becomes a chain of two BDs of
// one task (1023 + 8 rows of 2, the second 4092 words in), and
// --aie-lower-dynamic-bd-pool gives each of them an id of its own, popped
// in the loop and pushed back by the free; the first BD's next_bd is the
// second's id. Splitting into several tasks (pushes in rounds) stays out of
// such loops.

// RUN: aiec --pass-pipeline='any(aie.device(aie-substitute-shim-dma-allocations,aie-decompose-large-dma-bd,aie-lower-dynamic-bd-pool,aie-dma-tasks-to-npu))' %s | FileCheck %s

// CHECK:       scf.for
// CHECK:         %[[A:.*]] = aiex.dma_bd_pool_pop(0, 0) partition [0, 16) : i32
// CHECK-NEXT:    %[[B:.*]] = aiex.dma_bd_pool_pop(0, 0) partition [0, 16) : i32
// CHECK:         arith.andi %[[B]]
// CHECK:         aiex.npu.blockwrite_values({{.*}}) values %c2046_i32,
// CHECK:         aiex.npu.blockwrite_values({{.*}}) values %c16_i32, %c16368_i32,
// CHECK:         aiex.npu.push_queue(0, 0, MM2S : 1) bd_id %[[A]]
// CHECK:         aiex.dma_bd_pool_push(0, 0) partition [0, 16) bd_id %[[A]] : i32
// CHECK-NEXT:    aiex.dma_bd_pool_push(0, 0) partition [0, 16) bd_id %[[B]] : i32
// CHECK-NOT:   aiex.npu.push_queue
module {
  aie.device(npu1) {
    %t = aie.tile(0, 0)
    aie.shim_dma_allocation @rows (%t, MM2S, 1)
    aie.runtime_sequence @rows_in_loop(%in: memref<8192xi32>, %n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %n step %c1 {
        %tk = aiex.dma_configure_task_for @rows {
          aie.dma_bd(%in : memref<8192xi32> offset = 0 len = 2062 sizes = [1, 1, 1031, 2] strides = [0, 0, 4, 1])
          aie.end
        } {issue_token = true}
        aiex.dma_start_task(%tk)
        aiex.dma_await_task(%tk)
        aiex.dma_free_task(%tk)
      }
    }
  }
}
