// A ping-pong of DMA tasks in a loop on a run-time bound (@rolled), whose
// BD ids --aie-lower-dynamic-bd-pool draws from the pool at run time, and
// its twin with a constant bound (@twin), unrolled and given ids by
// --aie-assign-runtime-sequence-bd-ids: generate_txn_main_rolled(n) must
// program the registers --aie-npu-to-binary programs for @twin with n = 4;
// @exhaust pops without pushing back, so a shim tile's 16 ids last for 16
// iterations and the 17th gives no stream (compiler/tests/npu_cpp.rs).
aie.device(npu2) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @rolled(%buf: memref<4096xi32>, %n: index) {
    %c1 = arith.constant 1 : index
    %init = aiex.dma_configure_task(%tile_0_0, S2MM, 1) {
      aie.dma_bd(%buf : memref<4096xi32> offset = 0 len = 512 sizes = [2, 16, 16] strides = [256, 16, 1])
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%init)
    %last = scf.for %i = %c1 to %n step %c1 iter_args(%prev = %init) -> (index) {
      %t = aiex.dma_configure_task(%tile_0_0, S2MM, 1) {
        aie.dma_bd(%buf : memref<4096xi32> offset = 1024 len = 256)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%prev)
      aiex.dma_free_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
    aiex.dma_free_task(%last)
  }
  aie.runtime_sequence @twin(%buf: memref<4096xi32>) {
    %n = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %init = aiex.dma_configure_task(%tile_0_0, S2MM, 1) {
      aie.dma_bd(%buf : memref<4096xi32> offset = 0 len = 512 sizes = [2, 16, 16] strides = [256, 16, 1])
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%init)
    %last = scf.for %i = %c1 to %n step %c1 iter_args(%prev = %init) -> (index) {
      %t = aiex.dma_configure_task(%tile_0_0, S2MM, 1) {
        aie.dma_bd(%buf : memref<4096xi32> offset = 1024 len = 256)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%prev)
      aiex.dma_free_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
    aiex.dma_free_task(%last)
  }
  aie.runtime_sequence @exhaust(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = arith.constant 119296 : i32
    scf.for %i = %c0 to %n step %c1 {
      %id = aiex.dma_bd_pool_pop(0, 0) : i32
      aiex.npu.write32(%a, %id) : i32, i32
    }
  }
}
