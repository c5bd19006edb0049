// The runtime sequence configures a task and waits for it, but never starts it.
// RUN: not aiec %s --aie-check-deadlock 2>&1 | FileCheck %s

// CHECK: {{.*}}.mlir:[[@LINE+18]]:7: error: deadlock: the runtime sequence waits forever for a task-complete token of MM2S channel 0 of tile (0, 2)
// CHECK: {{^}}  help: the task on MM2S channel 0 of tile (0, 2) is configured but never started: an `aiex.dma_start_task` is missing

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %buf = aie.buffer(%t02) {sym_name = "buf"} : memref<8xi32>
    %ready = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "ready"}
    %done = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "done"}
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    aie.runtime_sequence(%b: memref<8xi32>) {
      %send = aiex.dma_configure_task(%t02, MM2S, 0) {
        aie.dma_bd(%buf : memref<8xi32>, 0, 8)
        aie.end
      } {issue_token = true}
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<8xi32>
      aiex.dma_await_task(%send)
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
