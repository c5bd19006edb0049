// --aie-assign-runtime-sequence-bd-ids with reclaim-bds: once a tile's 16
// BD ids are taken, a task takes the ids of one that a poll for queue room
// proved finished (a channel runs its queue in order, and a poll that finds
// room leaves at most 3 tasks queued). 10 slices each of a fill and a drain,
// alternating, are 20 tasks through one shim tile's 16 BDs: the 17th task
// (the ninth fill slice) takes id 0 of the first, finished once the polls
// before the fifth fill's push found room. Without the option the ids run
// out.
// RUN: aiec --pass-pipeline='any(aie.device(aie-substitute-shim-dma-allocations,aie-decompose-large-dma-bd,aie-assign-runtime-sequence-bd-ids{reclaim-bds=true}))' %s | FileCheck %s
// RUN: not aiec --pass-pipeline='any(aie.device(aie-substitute-shim-dma-allocations,aie-decompose-large-dma-bd,aie-assign-runtime-sequence-bd-ids))' %s 2>&1 | FileCheck %s --check-prefix=OUT
// CHECK:      aie.dma_bd(%arg0 : memref<32768xi32> offset = 0 len = 2046 {{.*}}{bd_id = 0 : i32
// CHECK:      aie.dma_bd(%arg1 : memref<32768xi32> offset = 21483 len = 2046 {{.*}}{bd_id = 15 : i32
// CHECK:      aiex.npu.maskpoll
// CHECK-NEXT: aiex.dma_start_task
// CHECK-NEXT: aiex.dma_configure_task(
// CHECK-NEXT:   aie.dma_bd(%arg0 : memref<32768xi32> offset = 24552 len = 2046 {{.*}}{bd_id = 0 : i32
// CHECK:      aie.dma_bd(%arg1 : memref<32768xi32> offset = 27621 len = 4 {{.*}}{bd_id =
// CHECK:      aiex.dma_await_task
// OUT: error: 'aie.dma_bd' op Allocator exhausted available buffer descriptor IDs.
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.shim_dma_allocation @c (%t, S2MM, 0)
  aie.runtime_sequence @reclaim(%in: memref<32768xi32>, %out: memref<32768xi32>) {
    %a = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 18418 sizes = [9209, 2] strides = [3, 1])
      aie.end
    }
    aiex.dma_start_task(%a)
    %c = aiex.dma_configure_task_for @c {
      aie.dma_bd(%out : memref<32768xi32> offset = 0 len = 18418 sizes = [9209, 2] strides = [3, 1])
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%c)
    aiex.dma_await_task(%c)
  }
}
