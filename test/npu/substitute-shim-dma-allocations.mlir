// --aie-substitute-shim-dma-allocations: a DMA task configured for a shim
// DMA allocation becomes a task on the allocation's tile, direction and
// channel, with its packet header; BDs, token and repeat count (attribute or
// run-time operand) stay, and the task's uses follow.
// RUN: aiec --aie-syntax=2026-04 --aie-substitute-shim-dma-allocations %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence
// CHECK: %[[T0:.*]] = aiex.dma_configure_task(%{{.*}}tile_1_0, MM2S, 1, <pkt_type = 0, pkt_id = 4>) {
// CHECK-NEXT: aie.dma_bd(%arg0 : memref<8xi16>, 0, 8)
// CHECK-NEXT: aie.end
// CHECK-NEXT: } {issue_token = true, repeat_count = 2 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[T0]])
// CHECK-NEXT: aiex.dma_await_task(%[[T0]])
// CHECK: %[[T1:.*]] = aiex.dma_configure_task(%{{.*}}tile_0_0, S2MM, 0) {
// CHECK: aiex.dma_start_task(%[[T1]])
// A run-time repeat count stays the task's.
// CHECK: %[[T2:.*]] = aiex.dma_configure_task(%{{.*}}tile_0_0, S2MM, 0) repeat %[[R:.*]] : i32 {
// CHECK: aiex.dma_start_task(%[[T2]])
// CHECK-NOT: dma_configure_task_for
module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t10 = aie.tile(1, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    aie.shim_dma_allocation @in(%t10, MM2S, 1, <pkt_type = 0, pkt_id = 4>)
    aie.runtime_sequence(%a: memref<8xi16>) {
      %t = aiex.dma_configure_task_for @in {
        aie.dma_bd(%a : memref<8xi16>, 0, 8)
        aie.end
      } {issue_token = true, repeat_count = 2 : i32}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
      %u = aiex.dma_configure_task_for @out {
        aie.dma_bd(%a : memref<8xi16>, 0, 8)
        aie.end
      }
      aiex.dma_start_task(%u)
      %three = arith.constant 3 : i32
      %v = aiex.dma_configure_task_for @out repeat %three : i32 {
        aie.dma_bd(%a : memref<8xi16>, 0, 8)
        aie.end
      }
      aiex.dma_start_task(%v)
    }
  }
}
