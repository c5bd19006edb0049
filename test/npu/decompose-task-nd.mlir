// --aie-decompose-large-dma-bd on a DMA task's one constant BD, as mlir-aie
// has it since its task split: every dimension past the innermost three is
// iterated, one run of the task per index. A unit one drops, so does a
// stride-0 outermost one (it repeats what the runs repeat), and one that
// continues the one inside it merges with it; one left is the BD's
// iteration. An iteration count past the field (64) is cut into chunks, one
// task each with a repeat count of its own; a stride past the field runs
// one iteration per task. Runs that are not whole passes are an error.
// RUN: aiec --split-input-file --verify-diagnostics --pass-pipeline='any(aie.device(aie-decompose-large-dma-bd))' %s | FileCheck %s

// [2 x 3] at strides 300 and 100 is [6] at 100.
// CHECK-LABEL: @merge
// CHECK:      aie.dma_bd(%arg0 : memref<4096xi32> offset = 0 len = 128 sizes = [6, 1, 8, 16] strides = [100, 0, 32, 1])
// CHECK-NEXT: aie.end
// CHECK-NEXT: } {issue_token = true, repeat_count = 5 : i32}
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @merge(%in: memref<4096xi32>) {
    %0 = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<4096xi32> offset = 0 len = 128 sizes = [2, 3, 1, 8, 16] strides = [300, 100, 0, 32, 1])
      aie.end
    } {issue_token = true, repeat_count = 5 : i32}
    aiex.dma_start_task(%0)
    aiex.dma_await_task(%0)
  }
}

// -----

// A unit dimension drops; so does an outermost one of stride 0, whose
// indices all read the same data.
// CHECK-LABEL: @drops
// CHECK:      aie.dma_bd(%arg0 : memref<4096xi32> offset = 0 len = 128 sizes = [3, 1, 8, 16] strides = [200, 0, 32, 1])
// CHECK:      aie.dma_bd(%arg0 : memref<4096xi32> offset = 0 len = 64 sizes = [1, 1, 4, 16] strides = [0, 0, 64, 1])
// CHECK-NEXT: aie.end
// CHECK-NEXT: } {repeat_count = 79 : i32}
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @drops(%in: memref<4096xi32>) {
    %0 = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<4096xi32> offset = 0 len = 128 sizes = [1, 3, 1, 8, 16] strides = [0, 200, 0, 32, 1])
      aie.end
    } {repeat_count = 2 : i32}
    aiex.dma_start_task(%0)
    %1 = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<4096xi32> offset = 0 len = 64 sizes = [80, 1, 4, 16] strides = [0, 0, 64, 1])
      aie.end
    } {repeat_count = 79 : i32}
    aiex.dma_start_task(%1)
  }
}

// -----

// 100 iterations of a contiguous row: 64 + 36, each a task running its
// chunk once; the token on the last.
// CHECK-LABEL: @chunks
// CHECK:      %[[A:.*]] = aiex.dma_configure_task_for @a {
// CHECK-NEXT:   aie.dma_bd(%arg0 : memref<65536xi32> offset = 0 len = 256 sizes = [64, 1, 1, 256] strides = [500, 0, 0, 1])
// CHECK-NEXT:   aie.end
// CHECK-NEXT: } {repeat_count = 63 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[A]])
// CHECK-NEXT: %[[B:.*]] = aiex.dma_configure_task_for @a {
// CHECK-NEXT:   aie.dma_bd(%arg0 : memref<65536xi32> offset = 32000 len = 256 sizes = [36, 1, 1, 256] strides = [500, 0, 0, 1])
// CHECK-NEXT:   aie.end
// CHECK-NEXT: } {issue_token = true, repeat_count = 35 : i32}
// CHECK-NEXT: aiex.dma_start_task(%[[B]])
// CHECK-NEXT: aiex.dma_await_task(%[[B]])
// CHECK-NEXT: aiex.dma_free_task(%[[A]])
// CHECK-NEXT: aiex.dma_free_task(%[[B]])
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @chunks(%in: memref<65536xi32>) {
    %0 = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<65536xi32> offset = 0 len = 256 sizes = [100, 1, 1, 256] strides = [500, 0, 0, 1])
      aie.end
    } {issue_token = true, repeat_count = 99 : i32}
    aiex.dma_start_task(%0)
    aiex.dma_await_task(%0)
    aiex.dma_free_task(%0)
  }
}

// -----

// An iteration stride of 2^21 words is past the shim's 20-bit step field:
// one task per iteration, each at its own offset, none repeated.
// CHECK-LABEL: @far
// CHECK:      aie.dma_bd(%arg0 : memref<8388608xi32> offset = 0 len = 64 sizes = [1, 1, 1, 64]
// CHECK-NEXT: aie.end
// CHECK-NEXT: }{{$}}
// CHECK:      aie.dma_bd(%arg0 : memref<8388608xi32> offset = 2097152 len = 64 sizes = [1, 1, 1, 64]
// CHECK-NEXT: aie.end
// CHECK-NEXT: } {issue_token = true}
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @far(%in: memref<8388608xi32>) {
    %0 = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<8388608xi32> offset = 0 len = 64 sizes = [2, 1, 1, 64] strides = [2097152, 0, 0, 1])
      aie.end
    } {issue_token = true, repeat_count = 1 : i32}
    aiex.dma_start_task(%0)
    aiex.dma_await_task(%0)
  }
}

// -----

// Three pieces of [4] iterations run 12 times a pass; 10 runs are not
// whole passes.
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @partial(%in: memref<65536xi32>) {
    %0 = aiex.dma_configure_task_for @a {
      // expected-error@+1 {{'aie.dma_bd' op runs 10 times over 12 iterations: a split transfer runs whole passes}}
      aie.dma_bd(%in : memref<65536xi32> offset = 0 len = 64 sizes = [3, 4, 1, 4, 16] strides = [20000, 100, 0, 16, 1])
      aie.end
    } {repeat_count = 9 : i32}
    aiex.dma_start_task(%0)
  }
}

// -----

// A BD with an iteration of its own has no dimension left to iterate or
// slice: one that fits stays as written, one that does not is an error.
// CHECK-LABEL: @own_iteration
// CHECK: aie.dma_bd(%arg0 : memref<8192xi32> offset = 0 len = 64 sizes = [1, 16, 4] strides = [0, 8, 1]) {iteration = #aie.bd_iteration<size = 4, stride = 64, current = 0>}
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @own_iteration(%in: memref<8192xi32>) {
    %0 = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<8192xi32> offset = 0 len = 64 sizes = [1, 16, 4] strides = [0, 8, 1]) {iteration = #aie.bd_iteration<size = 4, stride = 64, current = 0>}
      aie.end
    }
    aiex.dma_start_task(%0)
  }
}

// -----

aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @own_iteration_oversized(%in: memref<8192xi32>) {
    %1 = aiex.dma_configure_task_for @a {
      // expected-error@+1 {{'aie.dma_bd' op buffer descriptor with the iteration attribute is too large to lower and cannot be decomposed}}
      aie.dma_bd(%in : memref<8192xi32> offset = 0 len = 2062 sizes = [1, 1031, 2] strides = [0, 3, 1]) {iteration = #aie.bd_iteration<size = 4, stride = 2062, current = 0>}
      aie.end
    }
    aiex.dma_start_task(%1)
  }
}
