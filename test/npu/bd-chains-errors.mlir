// Errors of --aie-materialize-bd-chains and --aie-assign-runtime-sequence-bd-ids.
// RUN: aiec --split-input-file --verify-diagnostics --aie-materialize-bd-chains --aie-assign-runtime-sequence-bd-ids %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-error@+1 {{no shim DMA allocation found for symbol}}
    %t = aiex.dma_start_bd_chain_for @c(%a) : (memref<8xi32>) for @missing
  }
  aie.bd_chain @c(%x: memref<8xi32>) {
    aie.dma_bd(%x : memref<8xi32>, 0, 8)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 2 : i32}
      aie.end
    }
    %u = aiex.dma_configure_task(%s, MM2S, 1) {
      // expected-error@+1 {{Specified buffer descriptor ID 2 is already in use. Emit an aiex.dma_free_task operation to reuse BDs.}}
      aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 2 : i32}
      aie.end
    }
  }
}
