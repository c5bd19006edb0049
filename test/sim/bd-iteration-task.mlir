// A BD's iteration on the runtime-sequence path (a dma_configure_task BD,
// as mlir-aie allows since its bd_iteration_dma_task hardware test): the
// task's BD is written with the iteration fields of the static path (wrap
// and step less one, the step in words, the current step), and each of the
// task's four runs (repeat 3) writes its chunk one slot further, starting
// at slot 2 of 4: chunk k lands at slot (2 + k) mod 4.
// RUN: aiec --aie-syntax=2026-04 %s --aie-assign-buffer-addresses --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu | FileCheck %s
// CHECK: aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 2 : i32, {{.*}}iteration_current = 2 : i32, iteration_size = 3 : i32, iteration_stride = 1 : i32, {{.*}}row = 1 : i32
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s --check-prefix=SIM
// SIM: argument 0 = [5, 6, 7, 8, 1, 2, 3, 4] (8 × i32)
module {
  aie.device(npu2_1col) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %core = aie.tile(0, 2)
    %src = aie.buffer(%core) {sym_name = "src"} : memref<8xi32> = dense<[1, 2, 3, 4, 5, 6, 7, 8]>
    %srcmem = aie.mem(%core) {
      %s = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.dma_bd(%src : memref<8xi32> offset = 0 len = 8) {bd_id = 0 : i32}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %free = aie.lock(%mem, 0) {init = 4 : i32, sym_name = "free"}
    %full = aie.lock(%mem, 1) {init = 0 : i32, sym_name = "full"}
    %slots = aie.buffer(%mem) {sym_name = "slots"} : memref<8xi32>
    aie.flow(%core, DMA : 0, %mem, DMA : 0)
    aie.flow(%mem, DMA : 0, %shim, DMA : 0)
    aie.runtime_sequence(%out: memref<8xi32>) {
      %fill = aiex.dma_configure_task(%mem, S2MM, 0) {
        aie.use_lock(%free, AcquireGreaterEqual, 1)
        aie.dma_bd(%slots : memref<8xi32> offset = 0 len = 2) {bd_id = 1 : i32, iteration = #aie.bd_iteration<size = 4, stride = 2, current = 2>}
        aie.use_lock(%full, Release, 1)
        aie.end
      } {repeat_count = 3 : i32}
      aiex.dma_start_task(%fill)
      %drain = aiex.dma_configure_task(%mem, MM2S, 0) {
        aie.use_lock(%full, AcquireGreaterEqual, 4)
        aie.dma_bd(%slots : memref<8xi32> offset = 0 len = 8) {bd_id = 2 : i32}
        aie.use_lock(%free, Release, 4)
        aie.end
      }
      %recv = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%out : memref<8xi32> offset = 0 len = 8) {bd_id = 1 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%drain)
      aiex.dma_start_task(%recv)
      aiex.dma_await_task(%recv)
    }
  }
}
