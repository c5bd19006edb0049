// A constant bd_id operand of a task is the id of its first BD, as if the
// user gave the BD that id: --aie-assign-runtime-sequence-bd-ids reserves it
// while the task runs and gives the other BDs the lowest free ids; the task
// lowering writes the BD at that id and pushes it. A sequence that draws ids
// from the pool at run time is left to the pool (mlir-aie: the static
// assignment skips it).
// RUN: aiec --split-input-file %s --aie-assign-runtime-sequence-bd-ids | FileCheck %s --check-prefix=IDS
// RUN: aiec --split-input-file %s --aie-assign-runtime-sequence-bd-ids --aie-dma-tasks-to-npu | FileCheck %s --check-prefix=NPU
// RUN: not aiec %S/Inputs/bd-id-operand-in-use.mlir --aie-assign-runtime-sequence-bd-ids 2>&1 | FileCheck %s --check-prefix=IN-USE

// IDS-LABEL: @constant
// IDS: %[[FIVE:.*]] = arith.constant 5 : i32
// IDS: aiex.dma_configure_task(%{{.*}}, MM2S, 0) bd_id %[[FIVE]] : i32 {
// IDS-NEXT: aie.dma_bd(%arg0 : memref<64xi32> offset = 0 len = 64) {bd_id = 5 : i32}
// IDS: aiex.dma_configure_task(%{{.*}}, S2MM, 0) {
// IDS-NEXT: aie.dma_bd(%arg1 : memref<64xi32> offset = 0 len = 64) {bd_id = 0 : i32}
// IDS: aiex.dma_configure_task(%{{.*}}, MM2S, 0) bd_id %[[FIVE]] : i32 {
// IDS-NEXT: aie.dma_bd(%arg0 : memref<64xi32> offset = 0 len = 64) {bd_id = 5 : i32}
// IDS: aiex.dma_configure_task(%{{.*}}, MM2S, 0) {
// IDS-NEXT: aie.dma_bd(%arg0 : memref<64xi32> offset = 0 len = 64) {bd_id = 1 : i32}

// NPU-LABEL: @constant
// NPU: aiex.npu.writebd {axcache = 2 : i32, bd_id = 5 : i32
// NPU: aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %c5_i32{{.*}} repeat
// NPU: aiex.npu.writebd {axcache = 2 : i32, bd_id = 0 : i32
// NPU: aiex.npu.push_queue(0, 0, S2MM : 0) bd_id %c0_i32{{.*}} repeat

module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    aie.runtime_sequence @constant(%in: memref<64xi32>, %out: memref<64xi32>) {
      %five = arith.constant 5 : i32
      %a = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %five : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%a)
      %b = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%out : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%b)
      aiex.dma_await_task(%a)
      // 5 is free again.
      %c = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %five : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%c)
      %d = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%d)
      aiex.dma_await_task(%b)
      aiex.dma_await_task(%c)
      aiex.dma_await_task(%d)
    }
  }
}

// -----

// IDS-LABEL: @pooled
// IDS: aie.dma_bd(%arg0 : memref<64xi32> offset = 0 len = 64)
// IDS-NOT: bd_id =
// IDS: aiex.dma_bd_pool_push
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    aie.runtime_sequence @pooled(%in: memref<64xi32>) {
      %id = aiex.dma_bd_pool_pop(0, 0) : i32
      %a = aiex.dma_configure_task(%shim, MM2S, 0) bd_id %id : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%a)
      aiex.dma_await_task(%a)
      aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
    }
  }
}

// IN-USE: bd-id-operand-in-use.mlir:13:9: error: 'aie.dma_bd' op Specified buffer descriptor ID 0 is already in use. Emit an aiex.dma_free_task operation to reuse BDs.
