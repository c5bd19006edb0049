// A task BD iterating through values known only at run time (@dynamic) and
// the same with constants (@fixed): after the task lowering,
// generate_txn_main_dynamic(4, 1024) must program the registers
// --aie-npu-to-binary programs for @fixed, and an iteration count the BD
// cannot hold must give no stream (compiler/tests/npu_cpp.rs).
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence @fixed(%a: memref<65536xi32>) {
    %x = aiex.dma_configure_task_for @in {
      aie.dma_bd(%a : memref<65536xi32> offset = 64 len = 2048 sizes = [16, 128] strides = [256, 1]) {bd_id = 2 : i32, iteration = #aie.bd_iteration<size = 4, stride = 1024, current = 0>}
      aie.end
    } {issue_token = true, repeat_count = 3 : i32}
    aiex.dma_start_task(%x)
    aiex.dma_await_task(%x)
  }
  aie.runtime_sequence @dynamic(%a: memref<65536xi32>, %n: i32, %s: i32) {
    %x = aiex.dma_configure_task_for @in {
      aie.dma_bd(%a : memref<65536xi32> offset = 64 len = 2048 sizes = [16, 128] strides = [256, 1]) iteration_size_val %n : i32 iteration_stride_val %s : i32 {bd_id = 2 : i32}
      aie.end
    } {issue_token = true, repeat_count = 3 : i32}
    aiex.dma_start_task(%x)
    aiex.dma_await_task(%x)
  }
}
