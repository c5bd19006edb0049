// A run-time length through the whole path (host_programs.rs): the host's
// words loop from a shim's MM2S channel back into its S2MM channel, both
// BDs 16 words plus @n units of 4; the host sets n before each run and
// finds 16 + 4n words copied, the rest of the output untouched.
module {
  aiex.scratchpad_parameter @n : i32
  aie.device(npu2) @main {
    %t00 = aie.tile(0, 0)
    aie.flow(%t00, DMA : 0, %t00, DMA : 0)
    aie.runtime_sequence @seq(%in: memref<64xi32>, %out: memref<64xi32>) {
      %ti = aiex.dma_configure_task(%t00, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = 16) {bd_id = 0 : i32, length_parameter = @n, length_unit = 4 : i32}
        aie.end
      }
      %to = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%out : memref<64xi32> offset = 0 len = 16) {bd_id = 1 : i32, length_parameter = @n, length_unit = 4 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%to)
      aiex.dma_start_task(%ti)
      aiex.dma_await_task(%to)
    }
  }
}
