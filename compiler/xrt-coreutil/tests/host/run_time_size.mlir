// Adds 7 to the first N words of argument 0 into argument 2, in blocks of
// 16, N being known only when the host builds the instruction stream: the
// shim BDs' lengths are run-time values. The core loops forever.
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %ib = aie.buffer(%t02) {sym_name = "ib"} : memref<16xi32>
    %ob = aie.buffer(%t02) {sym_name = "ob"} : memref<16xi32>
    %in_full = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "in_full"}
    %in_free = aie.lock(%t02, 1) {init = 1 : i32, sym_name = "in_free"}
    %out_full = aie.lock(%t02, 2) {init = 0 : i32, sym_name = "out_full"}
    %out_free = aie.lock(%t02, 3) {init = 1 : i32, sym_name = "out_free"}
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @in(%t00, MM2S, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^r, ^tx)
    ^r:
      aie.use_lock(%in_free, AcquireGreaterEqual, 1)
      aie.dma_bd(%ib : memref<16xi32>, 0, 16)
      aie.use_lock(%in_full, Release, 1)
      aie.next_bd ^r
    ^tx:
      %1 = aie.dma_start(MM2S, 0, ^s, ^end)
    ^s:
      aie.use_lock(%out_full, AcquireGreaterEqual, 1)
      aie.dma_bd(%ob : memref<16xi32>, 0, 16)
      aie.use_lock(%out_free, Release, 1)
      aie.next_bd ^s
    ^end:
      aie.end
    }
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %forever = arith.constant 0xFFFFFFFF : index
      %add = arith.constant 7 : i32
      scf.for %k = %c0 to %forever step %c1 {
        aie.use_lock(%in_full, AcquireGreaterEqual, 1)
        aie.use_lock(%out_free, AcquireGreaterEqual, 1)
        scf.for %i = %c0 to %c16 step %c1 {
          %v = memref.load %ib[%i] : memref<16xi32>
          %w = arith.addi %v, %add : i32
          memref.store %w, %ob[%i] : memref<16xi32>
        }
        aie.use_lock(%in_free, Release, 1)
        aie.use_lock(%out_full, Release, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%in : memref<64xi32>, %spare : memref<64xi32>, %out : memref<64xi32>, %n : i32) {
      aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, %n][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, %n][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
