// DMA tasks whose BD offset and length are known only at run time
// (@dynamic) and the same with constants (@fixed): after the task lowering,
// generate_txn_main_dynamic(64, 2048, 512) must program the registers
// --aie-npu-to-binary programs for @fixed (compiler/tests/npu_cpp.rs).
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.shim_dma_allocation @out(%t, S2MM, 1)
  aie.runtime_sequence @fixed(%a: memref<65536xi32>, %b: memref<65536xi16>) {
    %x = aiex.dma_configure_task_for @in {
      aie.dma_bd(%a : memref<65536xi32> offset = 64 len = 2048 sizes = [16, 8, 16] strides = [1024, 64, 1]) {bd_id = 2 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%x)
    %y = aiex.dma_configure_task_for @out {
      aie.dma_bd(%b : memref<65536xi16> offset = 512 len = 1024) {bd_id = 5 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%y)
    aiex.dma_await_task(%y)
  }
  aie.runtime_sequence @dynamic(%a: memref<65536xi32>, %b: memref<65536xi16>, %off: i32, %len: i32, %boff: i32) {
    %x = aiex.dma_configure_task_for @in {
      aie.dma_bd(%a : memref<65536xi32> offset = %off len = %len sizes = [16, 8, 16] strides = [1024, 64, 1]) {bd_id = 2 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%x)
    %y = aiex.dma_configure_task_for @out {
      aie.dma_bd(%b : memref<65536xi16> offset = %boff len = 1024) {bd_id = 5 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%y)
    aiex.dma_await_task(%y)
  }
}
