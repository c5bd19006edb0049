// --aie-assign-runtime-sequence-bd-ids=warn-unsafe-bd-reuse=true reports a
// BD id given to a task after aiex.dma_free_task released it from a started
// task nothing proved finished (no await of it, no poll of its channel): if
// that task still runs, the new one overwrites its descriptor. A free after
// an await, or of a task never started, is safe. Off by default.
// RUN: aiec %s --aie-assign-runtime-sequence-bd-ids=warn-unsafe-bd-reuse=true 2>&1 >/dev/null | FileCheck %s
// RUN: aiec %s --aie-assign-runtime-sequence-bd-ids 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF --allow-empty

// CHECK: warning: reuses BD id 0 of tile (0, 0), which aiex.dma_free_task released before any await or poll proved its task finished
// CHECK: aie.dma_bd(%out : memref<256xi32> offset = 128 len = 64)
// CHECK: note: the id was released here
// CHECK: aiex.dma_free_task(%b)
// CHECK-NOT: warning
// OFF-NOT: warning
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    aie.runtime_sequence @seq(%out: memref<256xi32>) {
      %a = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%out : memref<256xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%a)
      aiex.dma_await_task(%a)
      %b = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%out : memref<256xi32> offset = 64 len = 64)
        aie.end
      }
      aiex.dma_start_task(%b)
      aiex.dma_free_task(%b)
      %c = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%out : memref<256xi32> offset = 128 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%c)
      aiex.dma_await_task(%c)
      %d = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%out : memref<256xi32> offset = 192 len = 64)
        aie.end
      }
      aiex.dma_start_task(%d)
    }
  }
}
