// `aie.dma_bd(...) bd_id_val %id : i32`, mlir-aie's spelling of a DMA
// task's run-time BD id on the BD itself, becomes the task's `bd_id`
// operand (printed there). It is an error on a BD outside a task, on a
// task that already has one and beside a `bd_id` attribute. Round trip: test/npu/dma-tasks-out-of-order.mlir.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// CHECK: error: 'aie.dma_bd' op takes a run-time BD id (`bd_id_val`) only in an `aiex.dma_configure_task`
// CHECK: help: give a BD of a DMA program its id with the `bd_id` attribute
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  %m = aie.mem(%t) {
    %id = arith.constant 1 : i32
    %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // expected-error@+1 {{takes a run-time BD id (`bd_id_val`) only in an `aiex.dma_configure_task`}}
    aie.dma_bd(%b : memref<16xi32> offset = 0 len = 16) bd_id_val %id : i32
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op takes a run-time BD id (`bd_id_val`) in a task that has one (`bd_id %id`) already
// CHECK: help: give the id once: on the BD or on the task
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
    %x = aiex.dma_bd_pool_pop(0, 0) : i32
    %y = aiex.dma_bd_pool_pop(0, 0) : i32
    %t = aiex.dma_configure_task(%s, MM2S, 0) bd_id %x : i32 {
      // expected-error@+1 {{takes a run-time BD id (`bd_id_val`) in a task that has one (`bd_id %id`) already}}
      aie.dma_bd(%a : memref<16xi32> offset = 0 len = 16) bd_id_val %y : i32
      aie.end
    }
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op bd_id and bd_id_val are mutually exclusive
// CHECK: help: give the BD its id once: `bd_id` (a constant) or `bd_id_val` (a run-time value)
aie.device(npu2) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<4xi32>
  %m = aie.mem(%t) {
    %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    %id = arith.constant 3 : i32
    // expected-error@+1 {{bd_id and bd_id_val are mutually exclusive}}
    aie.dma_bd(%b : memref<4xi32> offset = 0 len = 4) bd_id_val %id : i32 {bd_id = 3 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}
