// A shim DMA task's tensor access pattern with fewer dimensions than the
// BD's four, as mlir-aie's shim_dma_single_bd_task writes it (its sizes
// padded on the left with unit dimensions, strides with 0; the outermost
// size is the task's repeat count): the BD's dimensions come from the
// pattern reversed, in 32-bit words (2 bf16s a word), the fourth is the
// iteration (a stride-0 outermost dimension is the queue's repeat count
// instead), and a contiguous pattern is a linear transfer (its dimension
// fields 0, its length the words), as mlir-aie's AIEDMATasksToNPU lowers
// them (mlir-aie test/python/shim_dma_task_subdim_tap.py's cases).
// RUN: aiec --aie-substitute-shim-dma-allocations --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu --split-input-file %s | FileCheck %s

// rank 2 (8, 1024) padded to [1, 1, 8, 1024]: contiguous, one transfer.
// CHECK-LABEL: @rank2
// CHECK: aiex.npu.writebd {axcache = 2 : i32, bd_id = 0 : i32, buffer_length = 4096 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, {{.*}}, d1_size = 0 : i32, d1_stride = 0 : i32, {{.*}}, d2_size = 0 : i32, d2_stride = 0 : i32, {{.*}}, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32,
// CHECK: aiex.npu.push_queue(0, 0, S2MM : 0) bd_id %{{.*}} repeat %[[R0:.*]] {issue_token = true}
module {
  aie.device(npu1_1col) @rank2 {
    %shim = aie.tile(0, 0)
    aie.shim_dma_allocation @of(%shim, S2MM, 0)
    aie.runtime_sequence(%arg0: memref<8192xbf16>) {
      %0 = aiex.dma_configure_task_for @of {
        aie.dma_bd(%arg0 : memref<8192xbf16> offset = 0 len = 8192 sizes = [1, 1, 8, 1024] strides = [0, 0, 1024, 1])
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%0)
      aiex.dma_await_task(%0)
    }
  }
}

// -----

// rank 3 (64 rows of 4 blocks of 1024, the blocks 65536 apart) padded to
// [1, 64, 4, 1024]: d0 512 words, d1 4 blocks 32768 words apart, d2 the 64
// rows 512 words apart (strides and sizes as the register fields hold them,
// a stride less one; a shim BD has no d2 size).
// CHECK-LABEL: @rank3
// CHECK: aiex.npu.writebd {axcache = 2 : i32, bd_id = 0 : i32, buffer_length = 131072 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 512 : i32, d0_stride = 0 : i32, {{.*}}, d1_size = 4 : i32, d1_stride = 32767 : i32, {{.*}}, d2_size = 0 : i32, d2_stride = 511 : i32, {{.*}}, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32,
// CHECK: aiex.npu.push_queue(0, 0, S2MM : 0) bd_id %{{.*}} repeat %{{.*}} {issue_token = true}
module {
  aie.device(npu1_1col) @rank3 {
    %shim = aie.tile(0, 0)
    aie.shim_dma_allocation @of(%shim, S2MM, 0)
    aie.runtime_sequence(%arg0: memref<262144xbf16>) {
      %0 = aiex.dma_configure_task_for @of {
        aie.dma_bd(%arg0 : memref<262144xbf16> offset = 0 len = 262144 sizes = [1, 64, 4, 1024] strides = [0, 1024, 65536, 1])
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%0)
      aiex.dma_await_task(%0)
    }
  }
}

// -----

// rank 4 with a genuine outer dimension [4, 1, 8, 1024] (stride 8192): the
// BD's iteration (4 uses, 4096 words apart) and the task's repeat count 3.
// CHECK-LABEL: @rank4_lead4
// CHECK: aiex.npu.writebd {axcache = 2 : i32, bd_id = 0 : i32, buffer_length = 4096 : i32, {{.*}}, d0_size = 0 : i32, d0_stride = 0 : i32, {{.*}}, iteration_current = 0 : i32, iteration_size = 3 : i32, iteration_stride = 4095 : i32,
// CHECK: %[[THREE:.*]] = arith.constant 3 : i32
// CHECK: aiex.npu.push_queue(0, 0, S2MM : 0) bd_id %{{.*}} repeat %[[THREE]] {issue_token = true}
module {
  aie.device(npu1_1col) @rank4_lead4 {
    %shim = aie.tile(0, 0)
    aie.shim_dma_allocation @of(%shim, S2MM, 0)
    aie.runtime_sequence(%arg0: memref<32768xbf16>) {
      %0 = aiex.dma_configure_task_for @of {
        aie.dma_bd(%arg0 : memref<32768xbf16> offset = 0 len = 8192 sizes = [4, 1, 8, 1024] strides = [8192, 0, 1024, 1])
        aie.end
      } {issue_token = true, repeat_count = 3 : i32}
      aiex.dma_start_task(%0)
      aiex.dma_await_task(%0)
    }
  }
}

// -----

// A stride-0 outermost dimension repeats the whole BD through the queue: no
// iteration.
// CHECK-LABEL: @repeat_by_stride_zero
// CHECK: aiex.npu.writebd {axcache = 2 : i32, bd_id = 0 : i32, buffer_length = 512 : i32, {{.*}}, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32,
module {
  aie.device(npu1_1col) @repeat_by_stride_zero {
    %shim = aie.tile(0, 0)
    aie.shim_dma_allocation @of(%shim, S2MM, 0)
    aie.runtime_sequence(%arg0: memref<1024xbf16>) {
      %0 = aiex.dma_configure_task_for @of {
        aie.dma_bd(%arg0 : memref<1024xbf16> offset = 0 len = 1024 sizes = [2, 1, 1, 1024] strides = [0, 0, 0, 1])
        aie.end
      } {issue_token = true, repeat_count = 1 : i32}
      aiex.dma_start_task(%0)
      aiex.dma_await_task(%0)
    }
  }
}
