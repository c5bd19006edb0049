// mlir-aie's dynamic BD pool ops and the run-time operands of DMA tasks:
// dma_bd_pool_pop / dma_bd_pool_push (with the partition `[lo, hi)` of ids
// they draw on, mlir-aie's newest spelling), and dma_configure_task's optional
// `repeat %r : i32` and `bd_id %b : i32` (in that order, each on its own or
// both), dma_configure_task_for's `repeat`. Printed as read; the printed
// text reads back to the same text; the generic form records which optional
// operand is there (operandSegmentSizes) and reads back too.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s -o %t.1.mlir
// RUN: aiec %t.1.mlir -o %t.2.mlir
// RUN: cmp %t.1.mlir %t.2.mlir
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: aiec %s --mlir-print-op-generic | aiec - -o %t.3.mlir
// RUN: cmp %t.1.mlir %t.3.mlir

// CHECK-LABEL: aie.runtime_sequence @pool
// CHECK: %[[ID:.*]] = aiex.dma_bd_pool_pop(1, 0) : i32
// CHECK: %[[A:.*]] = aiex.dma_configure_task(%{{.*}}, MM2S, 0) bd_id %[[ID]] : i32 {
// CHECK: } {issue_token = true}
// CHECK: %[[B:.*]] = aiex.dma_configure_task(%{{.*}}, S2MM, 1) repeat %arg1 : i32 bd_id %[[ID]] : i32 {
// CHECK: %[[C:.*]] = aiex.dma_configure_task(%{{.*}}, S2MM, 0, <pkt_id = 3>) repeat %arg1 : i32 {
// CHECK: aiex.dma_configure_task_for @in repeat %arg1 : i32 {
// CHECK: aiex.dma_bd_pool_push(1, 0) bd_id %[[ID]] : i32
// CHECK: aiex.dma_bd_pool_pop(1, 0) {note = "x"} : i32
// CHECK: %[[F:.*]] = aiex.dma_bd_pool_pop(1, 0) partition [2, 16) : i32
// CHECK: aiex.dma_bd_pool_push(1, 0) partition [2, 16) bd_id %[[F]] : i32
// GENERIC: "aiex.dma_bd_pool_pop"() <{column = 1 : i32, row = 0 : i32}> : () -> i32
// GENERIC: "aiex.dma_configure_task"(%{{.*}}, %{{.*}}) <{channel = 0 : i32, direction = 1 : i32, issue_token = true, operandSegmentSizes = array<i32: 1, 0, 1>}>
// GENERIC: "aiex.dma_configure_task"(%{{.*}}, %arg1, %{{.*}}) <{channel = 1 : i32, direction = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1>}>
// GENERIC: "aiex.dma_configure_task"(%{{.*}}, %arg1) <{channel = 0 : i32, direction = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 0>, packet = #aie.packet_info<pkt_id = 3>}>
// GENERIC: "aiex.dma_configure_task_for"(%arg1) <{alloc = @in}>
// GENERIC: "aiex.dma_bd_pool_push"(%{{.*}}) <{column = 1 : i32, row = 0 : i32}> : (i32) -> ()
// GENERIC: "aiex.dma_bd_pool_pop"() <{column = 1 : i32, partition_hi = 16 : i32, partition_lo = 2 : i32, row = 0 : i32}> : () -> i32
module {
  aie.device(npu1) {
    %shim = aie.tile(1, 0)
    aie.shim_dma_allocation @in(%shim, MM2S, 1)
    aie.runtime_sequence @pool(%buf: memref<64xi32>, %reps: i32) {
      %id = aiex.dma_bd_pool_pop(1, 0) : i32
      %a = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %id : i32 {
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      %b = aiex.dma_configure_task(%shim, S2MM, 1) repeat %reps : i32 bd_id %id : i32 {
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      %c = aiex.dma_configure_task(%shim, S2MM, 0, <pkt_type = 0, pkt_id = 3>) repeat %reps : i32 {
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      %d = aiex.dma_configure_task_for @in repeat %reps : i32 {
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = 64)
        aie.end
      }
      aiex.dma_start_task(%a)
      aiex.dma_await_task(%a)
      aiex.dma_bd_pool_push(1, 0) bd_id %id : i32
      %e = aiex.dma_bd_pool_pop(1, 0) {note = "x"} : i32
      %f = aiex.dma_bd_pool_pop(1, 0) partition [2, 16) : i32
      aiex.dma_bd_pool_push(1, 0) partition [2, 16) bd_id %f : i32
    }
  }
}
