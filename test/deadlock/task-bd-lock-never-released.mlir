// A runtime-sequence task's BD acquires `ready`, which nothing releases: the
// task never completes, and `dma_await_task` waits for its token forever.
// RUN: not aiec %s --aie-check-deadlock 2>&1 | FileCheck %s

// CHECK: {{.*}}.mlir:[[@LINE+15]]:9: error: deadlock: a task on MM2S channel 0 of tile (0, 2) waits forever to acquire 1 of lock `ready` (it holds 0)
// CHECK: {{^}}  help: nothing releases lock `ready`: a release is missing, or another lock is released instead
// CHECK: {{.*}}.mlir:[[@LINE+20]]:7: note: the runtime sequence waits forever for a task-complete token of MM2S channel 0 of tile (0, 2)

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
        aie.use_lock(%ready, AcquireGreaterEqual, 1)
        aie.dma_bd(%buf : memref<8xi32>, 0, 8)
        aie.use_lock(%done, Release, 1)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%send)
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<8xi32>
      aiex.dma_await_task(%send)
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
