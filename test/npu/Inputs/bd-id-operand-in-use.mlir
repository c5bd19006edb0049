// A constant bd_id operand naming an id that a running task holds.
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    aie.runtime_sequence(%in: memref<64xi32>) {
      %a = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%a)
      %zero = arith.constant 0 : i32
      %b = aiex.dma_configure_task(%shim, MM2S, 1) bd_id %zero : i32 {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%b)
    }
  }
}
