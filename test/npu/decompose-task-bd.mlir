// --aie-decompose-large-dma-bd on the one BD of a DMA task
// (aiex.dma_configure_task and _for): a constant non-contiguous pattern too
// large for the BD's fields is rewritten in place when a dimension factors
// across the free outermost slot (an out-of-order id and packet header
// kept), else sliced into an aie.next_bd chain of legal BDs (a BD with an
// out_of_order_id cannot be: its slices would all land in one receive BD).
// Run as mlir-aie runs it, nested in any(aie.device(...)).
// RUN: aiec --pass-pipeline='any(aie.device(aie-decompose-large-dma-bd))' %s | FileCheck %s
// RUN: not aiec --aie-decompose-large-dma-bd %S/Inputs/decompose-task-bd-ooo.mlir 2>&1 | FileCheck %s --check-prefix=OOO

// Two rows of 1500 words, 1600 apart: d0's 1500 > 1023 factors into 2 x 750.
// CHECK-LABEL: @factor
// CHECK:      aiex.dma_configure_task_for @out {
// CHECK-NEXT:   aie.dma_bd(%arg0 : memref<4096xi32> offset = 8 len = 3000 sizes = [1, 2, 2, 750] strides = [0, 1600, 750, 1]) {out_of_order_id = 9 : i32, packet = #aie.packet_info<pkt_id = 2>}
// CHECK-NEXT:   aie.end
// 1031 rows (prime, > 1023) of 2 words, 3 apart: sliced 1023 + 8.
// CHECK-LABEL: @slice
// CHECK:      aiex.dma_configure_task(%{{.*}}, MM2S, 0) {
// CHECK-NEXT:   aie.dma_bd(%arg0 : memref<4096xi32> len = 2046 sizes = [1, 1, 1023, 2] strides = [0, 0, 3, 1]) {burst_length = 256 : i32}
// CHECK-NEXT:   aie.next_bd ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   aie.dma_bd(%arg0 : memref<4096xi32> offset = 3069 len = 16 sizes = [1, 1, 8, 2] strides = [0, 0, 3, 1]) {burst_length = 256 : i32}
// CHECK-NEXT:   aie.end
// A legal pattern stays.
// CHECK-LABEL: @legal
// CHECK:        aie.dma_bd(%arg0 : memref<4096xi32> len = 64 sizes = [8, 8] strides = [16, 1])

// OOO: decompose-task-bd-ooo.mlir:6:7: error: 'aie.dma_bd' op splitting an out-of-order buffer descriptor into multiple descriptors is not implemented
// OOO: help: each slice would be placed in the one receive BD its id names
aie.device(npu2) {
  %s = aie.tile(1, 0)
  aie.shim_dma_allocation @out(%s, MM2S, 1)
  aie.runtime_sequence @factor(%a: memref<4096xi32>) {
    %t = aiex.dma_configure_task_for @out {
      aie.dma_bd(%a : memref<4096xi32> offset = 8 len = 3000 sizes = [2, 1500] strides = [1600, 1]) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 2>, out_of_order_id = 9 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t)
    aiex.dma_await_task(%t)
  }
  aie.runtime_sequence @slice(%a: memref<4096xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<4096xi32> len = 2062 sizes = [1, 1, 1031, 2] strides = [0, 0, 3, 1]) {burst_length = 256 : i32}
      aie.end
    }
    aiex.dma_start_task(%t)
  }
  aie.runtime_sequence @legal(%a: memref<4096xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<4096xi32> len = 64 sizes = [8, 8] strides = [16, 1])
      aie.end
    }
    aiex.dma_start_task(%t)
  }
}
