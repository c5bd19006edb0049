// --aie-materialize-bd-chains then --aie-assign-runtime-sequence-bd-ids:
// a chain instantiated for a shim DMA allocation becomes a configured task
// on the allocation's channel; awaiting it frees its BD ids for later tasks;
// ids come from the task channel's range (odd mem-tile channels: 24-47).
// RUN: aiec --aie-syntax=2026-04 --aie-materialize-bd-chains %s | FileCheck %s --check-prefix=CHAIN
// RUN: aiec --aie-syntax=2026-04 --aie-materialize-bd-chains --aie-assign-runtime-sequence-bd-ids %s | FileCheck %s

// CHAIN:      %[[T:.*]] = aiex.dma_configure_task(%shim_noc_tile_0_0, MM2S, 0) {
// CHAIN-NEXT:   aie.dma_bd(%arg0 : memref<64xi32>, 0, 32)
// CHAIN-NEXT:   aie.next_bd ^bb1
// CHAIN-NEXT: ^bb1:
// CHAIN-NEXT:   aie.dma_bd(%arg0 : memref<64xi32>, 32, 32)
// CHAIN-NEXT:   aie.end
// CHAIN-NEXT: } {issue_token = true}
// CHAIN-NEXT: aiex.dma_start_task(%[[T]])
// CHAIN-NEXT: aiex.dma_await_task(%[[T]])

// CHECK:      aie.dma_bd(%arg0 : memref<64xi32>, 0, 32) {bd_id = 0 : i32}
// CHECK:      aie.dma_bd(%arg0 : memref<64xi32>, 32, 32) {bd_id = 1 : i32}
// CHECK:      aiex.dma_await_task
// CHECK-NOT:  dma_free_task
// CHECK:      aiex.dma_configure_task(%mem_tile_0_1, MM2S, 1)
// CHECK:      {bd_id = 24 : i32}
// The shim's ids were freed by the await: the next shim task reuses 0.
// CHECK:      aiex.dma_configure_task(%shim_noc_tile_0_0, S2MM, 0)
// CHECK-NEXT:   aie.dma_bd(%arg0 : memref<64xi32>, 0, 64) {bd_id = 0 : i32}
module {
  aie.device(npu1) {
    %s = aie.tile(0, 0)
    %m = aie.tile(0, 1)
    %mb = aie.buffer(%m) {address = 4096 : i32, sym_name = "mb"} : memref<64xi32>
    aie.shim_dma_allocation @in0(%s, MM2S, 0)
    aie.bd_chain @two(%x: memref<64xi32>) {
      aie.dma_bd(%x : memref<64xi32>, 0, 32)
      aie.next_bd ^b1
    ^b1:
      aie.dma_bd(%x : memref<64xi32>, 32, 32)
      aie.end
    }
    aie.runtime_sequence(%a: memref<64xi32>) {
      %t0 = aiex.dma_start_bd_chain_for @two(%a) : (memref<64xi32>) for @in0 {issue_token = true}
      aiex.dma_await_task(%t0)
      %t1 = aiex.dma_configure_task(%m, MM2S, 1) {
        aie.dma_bd(%mb : memref<64xi32>, 0, 64)
        aie.end
      }
      %t2 = aiex.dma_configure_task(%s, S2MM, 0) {
        aie.dma_bd(%a : memref<64xi32>, 0, 64)
        aie.end
      }
      aiex.dma_start_task(%t1)
      aiex.dma_start_task(%t2)
    }
  }
}
