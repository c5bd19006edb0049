// `aie.dma_bd ... iteration_size_val %n : i32 iteration_stride_val %s : i32`:
// a task BD's iteration given by values (the run-time form of
// #aie.bd_iteration, current 0). Constants program the BD as the attribute
// does (wrap and step less one, the step in 32-bit words) on the static
// writebd path; a zero stride is a pure repeat (the task's repeat count
// runs it), no iteration fields; values known only at run time make the BD
// a run-time one (its words computed when the sequence runs).
// RUN: aiec --split-input-file %s | FileCheck %s --check-prefix=PRINT
// RUN: aiec --split-input-file %s -mlir-print-op-generic | aiec --split-input-file - | FileCheck %s --check-prefix=PRINT
// RUN: aiec --split-input-file %s --aie-substitute-shim-dma-allocations --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu | FileCheck %s

// PRINT-LABEL: @words
// PRINT: aie.dma_bd(%arg0 : memref<8192xi32> offset = 0 len = 2048 sizes = [1, 1, 2048] strides = [0, 0, 1]) iteration_size_val %{{.*}} : i32 iteration_stride_val %{{.*}} : i32
// CHECK-LABEL: @words
// CHECK-NOT: aiex.npu.blockwrite_values
// CHECK: aiex.npu.writebd
// CHECK-SAME: iteration_current = 0 : i32, iteration_size = 3 : i32, iteration_stride = 1023 : i32
// CHECK: aiex.npu.push_queue
// CHECK-SAME: repeat %c3_i32
module @words {
  aie.device(npu1) {
    %t = aie.tile(0, 0)
    aie.shim_dma_allocation @a (%t, MM2S, 0)
    aie.runtime_sequence @seq(%buf: memref<8192xi32>) {
      %size = arith.constant 4 : i32
      %stride = arith.constant 1024 : i32
      %tk = aiex.dma_configure_task_for @a {
        aie.dma_bd(%buf : memref<8192xi32> offset = 0 len = 2048 sizes = [1, 1, 2048] strides = [0, 0, 1])
          iteration_size_val %size : i32 iteration_stride_val %stride : i32
        aie.end
      } {issue_token = true, repeat_count = 3 : i32}
      aiex.dma_start_task(%tk)
      aiex.dma_await_task(%tk)
    }
  }
}

// -----

// Half-word elements: 512 of them are 256 words.
// CHECK-LABEL: @halves
// CHECK: aiex.npu.writebd
// CHECK-SAME: iteration_current = 0 : i32, iteration_size = 1 : i32, iteration_stride = 255 : i32
module @halves {
  aie.device(npu1) {
    %t = aie.tile(0, 0)
    aie.shim_dma_allocation @a (%t, MM2S, 0)
    aie.runtime_sequence @seq(%buf: memref<8192xi16>) {
      %size = arith.constant 2 : i32
      %stride = arith.constant 512 : i32
      %tk = aiex.dma_configure_task_for @a {
        aie.dma_bd(%buf : memref<8192xi16> offset = 0 len = 2048)
          iteration_size_val %size : i32 iteration_stride_val %stride : i32
        aie.end
      } {issue_token = true, repeat_count = 1 : i32}
      aiex.dma_start_task(%tk)
      aiex.dma_await_task(%tk)
    }
  }
}

// -----

// CHECK-LABEL: @pure_repeat
// CHECK: aiex.npu.writebd
// CHECK-SAME: iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32
// CHECK: aiex.npu.push_queue
// CHECK-SAME: repeat %c7_i32
module @pure_repeat {
  aie.device(npu1) {
    %t = aie.tile(0, 0)
    aie.shim_dma_allocation @a (%t, MM2S, 0)
    aie.runtime_sequence @seq(%buf: memref<8192xi32>) {
      %size = arith.constant 8 : i32
      %stride = arith.constant 0 : i32
      %tk = aiex.dma_configure_task_for @a {
        aie.dma_bd(%buf : memref<8192xi32> offset = 0 len = 2048)
          iteration_size_val %size : i32 iteration_stride_val %stride : i32
        aie.end
      } {issue_token = true, repeat_count = 7 : i32}
      aiex.dma_start_task(%tk)
      aiex.dma_await_task(%tk)
    }
  }
}

// -----

// Values known only at run time: the BD's words are computed when the
// sequence runs, the iteration fields among them.
// PRINT-LABEL: @run_time
// PRINT: iteration_size_val %arg1 : i32 iteration_stride_val %arg2 : i32
// CHECK-LABEL: @run_time
// CHECK: cf.assert %{{.*}}, "a runtime DMA iteration count must be in [1:64]"
// CHECK-NOT: aiex.npu.writebd
// CHECK: aiex.npu.blockwrite_values
module @run_time {
  aie.device(npu1) {
    %t = aie.tile(0, 0)
    aie.shim_dma_allocation @a (%t, MM2S, 0)
    aie.runtime_sequence @seq(%buf: memref<8192xi32>, %size: i32, %stride: i32) {
      %tk = aiex.dma_configure_task_for @a {
        aie.dma_bd(%buf : memref<8192xi32> offset = 0 len = 2048)
          iteration_size_val %size : i32 iteration_stride_val %stride : i32
        aie.end
      } {issue_token = true, repeat_count = 3 : i32}
      aiex.dma_start_task(%tk)
      aiex.dma_await_task(%tk)
    }
  }
}
