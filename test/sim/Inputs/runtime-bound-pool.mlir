// A pop in a loop that runs a run-time number of times (sim/bd-pool.mlir:
// the default pipeline cannot replay the pool there).
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @dyn(%arg0: memref<1024xi32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      %id = aiex.dma_bd_pool_pop(0, 0) : i32
      %t = aiex.dma_configure_task(%tile_0_0, MM2S, 0) bd_id %id : i32 {
        aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 256)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
      aiex.dma_bd_pool_push(0, 0) bd_id %id : i32
    }
  }
}
