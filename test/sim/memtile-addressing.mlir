// Mem-tile DMA addresses on npu1: the static BD of an `aie.memtile_dma`
// addresses the tile's own memory through its window (0x80000 + address),
// a runtime DMA task addresses it from 0 (as mlir-aie lowers tasks for
// AIE2). A window whose neighbour does not exist (west of column 0) aliases
// the tile's own memory, so both read the initial values of the buffers.
// RUN: aie-sim %s --output 0=%t.0.bin --output 1=%t.1.bin | FileCheck %s
// CHECK: argument 0 = [11, 12, 13, 14, 15, 16, 17, 18] (8 × i32)
// CHECK: argument 1 = [21, 22, 23, 24, 25, 26, 27, 28] (8 × i32)
//
// The task's BD really holds the flat address (0x11000 / 4 in word 1).
// RUN: aiec --aie-syntax=2026-04 %s --aie-dma-tasks-to-npu | FileCheck %s --check-prefix=FLAT
// FLAT: aiex.npu.maskwrite32 {{.*}}mask = 524287 : ui32{{.*}}value = 17408 : ui32
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %a = aie.buffer(%t01) {address = 69632 : i32, sym_name = "a"} : memref<8xi32> = dense<[11, 12, 13, 14, 15, 16, 17, 18]>
    %b = aie.buffer(%t01) {address = 73728 : i32, sym_name = "b"} : memref<8xi32> = dense<[21, 22, 23, 24, 25, 26, 27, 28]>
    aie.flow(%t01, DMA : 0, %t00, DMA : 0)
    aie.flow(%t01, DMA : 1, %t00, DMA : 1)
    %m = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 1, ^bd0, ^end)
    ^bd0:
      aie.dma_bd(%b : memref<8xi32>, 0, 8) {bd_id = 24 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%out0: memref<8xi32>, %out1: memref<8xi32>) {
      %send = aiex.dma_configure_task(%t01, MM2S, 0) {
        aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
        aie.end
      }
      %recv0 = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%out0 : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      %recv1 = aiex.dma_configure_task(%t00, S2MM, 1) {
        aie.dma_bd(%out1 : memref<8xi32>, 0, 8) {bd_id = 1 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%recv0)
      aiex.dma_start_task(%recv1)
      aiex.dma_start_task(%send)
      aiex.dma_await_task(%recv0)
      aiex.dma_await_task(%recv1)
    }
  }
}
