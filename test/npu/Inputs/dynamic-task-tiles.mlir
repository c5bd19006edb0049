// DMA tasks on a mem tile and a compute tile whose BD length, sizes or
// offset are known only at run time (@dynamic) and the same with constants
// (@fixed): after the task lowering, generate_txn_main_dynamic(512, 4, 32, 8)
// must program the registers --aie-npu-to-binary programs for @fixed (each
// BD's words hold its buffer's word address), and a value a BD field
// cannot hold must give no stream (compiler/tests/suite/npu_cpp.rs).
aie.device(npu1) {
  %m = aie.tile(0, 1)
  %c = aie.tile(0, 2)
  %mb = aie.buffer(%m) {address = 0 : i32, sym_name = "mb"} : memref<4096xi32>
  %ml = aie.lock(%m, 5) {init = 1 : i32, sym_name = "ml"}
  %cb = aie.buffer(%c) {address = 1024 : i32, sym_name = "cb"} : memref<256xi16>
  %cl = aie.lock(%c, 2) {init = 1 : i32, sym_name = "cl"}
  aie.runtime_sequence @fixed() {
    %x = aiex.dma_configure_task(%m, MM2S, 1) {
      aie.use_lock(%ml, AcquireGreaterEqual, 1)
      aie.dma_bd(%mb : memref<4096xi32> offset = 16 len = 512 sizes = [2, 4, 8, 16] strides = [1024, 128, 16, 1]) {bd_id = 30 : i32}
      aie.use_lock(%ml, Release, 1)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%x)
    %y = aiex.dma_configure_task(%c, S2MM, 0) {
      aie.use_lock(%cl, AcquireGreaterEqual, 1)
      aie.dma_bd(%cb : memref<256xi16> offset = 32 len = 128 sizes = [8, 16] strides = [32, 1]) {bd_id = 3 : i32}
      aie.use_lock(%cl, Release, 1)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%y)
    aiex.dma_await_task(%y)
  }
  aie.runtime_sequence @dynamic(%n: i32, %h: index, %off: i32, %r: i64) {
    %x = aiex.dma_configure_task(%m, MM2S, 1) {
      aie.use_lock(%ml, AcquireGreaterEqual, 1)
      aie.dma_bd(%mb : memref<4096xi32> offset = 16 len = %n sizes = [2, %h, 8, 16] strides = [1024, 128, 16, 1]) {bd_id = 30 : i32}
      aie.use_lock(%ml, Release, 1)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%x)
    %y = aiex.dma_configure_task(%c, S2MM, 0) {
      aie.use_lock(%cl, AcquireGreaterEqual, 1)
      aie.dma_bd(%cb : memref<256xi16> offset = %off len = 128 sizes = [%r, 16] strides = [32, 1]) {bd_id = 3 : i32}
      aie.use_lock(%cl, Release, 1)
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%y)
    aiex.dma_await_task(%y)
  }
}
