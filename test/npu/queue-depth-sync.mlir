// aiex.npu.sync of one tile's channel drains its task queue as
// dma_await_task does (the same hardware event, spelled lower): four tasks
// each followed by a sync of shim (0, 0) MM2S 0 leave room for a fifth, while
// without them the fifth push may find the queue full.
// RUN: aiec --split-input-file --verify-diagnostics --aie-assign-runtime-sequence-bd-ids=enforce-queue-depth=false %s -o /dev/null

aie.device(npu2) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @no_sync(%arg0: memref<1024xi32>) {
    %t0 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t0)
    %t1 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 256 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t1)
    %t2 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 512 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t2)
    %t3 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 768 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t3)
    %t4 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256)
      aie.end
    }
    // expected-warning@+1 {{whose task queue is only 4 deep, with 4 push(es) not yet known to have completed}}
    aiex.dma_start_task(%t4)
  }
}

// -----

aie.device(npu2) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @synced(%arg0: memref<1024xi32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %t0 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t0)
    aiex.npu.sync(%c0, %c0, %c1, %c0, %c1, %c1) : i32, i32, i32, i32, i32, i32
    %t1 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 256 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t1)
    aiex.npu.sync(%c0, %c0, %c1, %c0, %c1, %c1) : i32, i32, i32, i32, i32, i32
    %t2 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 512 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t2)
    aiex.npu.sync(%c0, %c0, %c1, %c0, %c1, %c1) : i32, i32, i32, i32, i32, i32
    %t3 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 768 len = 256)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t3)
    aiex.npu.sync(%c0, %c0, %c1, %c0, %c1, %c1) : i32, i32, i32, i32, i32, i32
    %t4 = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256)
      aie.end
    }
    aiex.dma_start_task(%t4)
  }
}
