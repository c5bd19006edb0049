// A ping-pong of DMA tasks in a loop on a run-time bound (@rolled: each
// iteration starts a task and awaits the one before, carried by the loop),
// and its twin with a constant bound (@twin), which
// --aie-unroll-runtime-sequence-loops unrolls: after --aie-dma-tasks-to-npu
// and --aie-dma-to-npu, generate_txn_main_rolled(4) must build the words
// --aie-npu-to-binary writes for @twin (compiler/tests/npu_cpp.rs).
aie.device(npu1) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence @rolled(%buf: memref<1024xi32>, %n: index) {
    %c1 = arith.constant 1 : index
    %init = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%buf : memref<1024xi32> offset = 0 len = 256) {bd_id = 0 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%init)
    %last = scf.for %i = %c1 to %n step %c1 iter_args(%prev = %init) -> (index) {
      %t = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
        aie.dma_bd(%buf : memref<1024xi32> offset = 256 len = 512 sizes = [2, 16, 16] strides = [256, 16, 1]) {bd_id = 1 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
  }
  aie.runtime_sequence @twin(%buf: memref<1024xi32>) {
    %n = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %init = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%buf : memref<1024xi32> offset = 0 len = 256) {bd_id = 0 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%init)
    %last = scf.for %i = %c1 to %n step %c1 iter_args(%prev = %init) -> (index) {
      %t = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
        aie.dma_bd(%buf : memref<1024xi32> offset = 256 len = 512 sizes = [2, 16, 16] strides = [256, 16, 1]) {bd_id = 1 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%prev)
      scf.yield %t : index
    }
    aiex.dma_await_task(%last)
  }
}
