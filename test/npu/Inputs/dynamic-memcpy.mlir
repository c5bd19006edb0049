// Transfers whose offsets, sizes, strides or repeat count are known only at
// run time (@dynamic) and the same with constants (@fixed): after
// --aie-dma-to-npu, generate_txn_main_dynamic(4, 64, 32, 8) must program the
// registers --aie-npu-to-binary programs for @fixed, and a size the BD
// cannot hold must give no stream (compiler/tests/npu_cpp.rs).
aie.device(npu2) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.shim_dma_allocation @out(%t, S2MM, 1)
  aie.runtime_sequence @fixed(%a: memref<65536xi32>, %b: memref<65536xi16>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 64][4, 2, 8, 32][4096, 512, 64, 1]) {id = 0 : i64, metadata = @in} : memref<65536xi32>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 1, 0][1, 4, 8, 32][0, 512, 32, 1]) {id = 1 : i64, metadata = @in, issue_token = true} : memref<65536xi32>
    aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][4, 1, 8, 16][0, 0, 32, 1]) {id = 2 : i64, metadata = @out} : memref<65536xi16>
  }
  aie.runtime_sequence @dynamic(%a: memref<65536xi32>, %b: memref<65536xi16>, %n: i64, %o: i64, %s: i64, %d1: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, %o][%n, 2, 8, %s][4096, 512, 64, 1]) {id = 0 : i64, metadata = @in} : memref<65536xi32>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 1, 0][1, 4, %d1, 32][0, 512, 32, 1]) {id = 1 : i64, metadata = @in, issue_token = true} : memref<65536xi32>
    aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][%n, 1, %d1, 16][0, 0, %s, 1]) {id = 2 : i64, metadata = @out} : memref<65536xi16>
  }
}
