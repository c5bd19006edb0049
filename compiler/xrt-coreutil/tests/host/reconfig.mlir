// Two devices: @base, which the xclbin configures (its tiles only), and
// @main, which aiecc --get-ctrlpkt writes as control packets that the
// runtime sequence sends first (from its last argument) before it moves 64
// words in (argument 0) through core (0, 2), which adds 7, and out
// (argument 2). Argument 1 is not used.
module {
  aie.device(npu1_1col) @base {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
  }
  aie.device(npu1_1col) @main {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %in = aie.buffer(%t02) {sym_name = "in"} : memref<64xi32>
    %out = aie.buffer(%t02) {sym_name = "out"} : memref<64xi32>
    %in_full = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "in_full"}
    %in_empty = aie.lock(%t02, 1) {init = 1 : i32, sym_name = "in_empty"}
    %out_full = aie.lock(%t02, 2) {init = 0 : i32, sym_name = "out_full"}
    %out_empty = aie.lock(%t02, 3) {init = 1 : i32, sym_name = "out_empty"}
    aie.flow(%t00, DMA : 1, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %add = arith.constant 7 : i32
      aie.use_lock(%in_full, AcquireGreaterEqual, 1)
      aie.use_lock(%out_empty, AcquireGreaterEqual, 1)
      scf.for %i = %c0 to %c64 step %c1 {
        %v = memref.load %in[%i] : memref<64xi32>
        %w = arith.addi %v, %add : i32
        memref.store %w, %out[%i] : memref<64xi32>
      }
      aie.use_lock(%in_empty, Release, 1)
      aie.use_lock(%out_full, Release, 1)
      aie.end
    }
    aie.mem(%t02) {
      %s = aie.dma_start(S2MM, 0, ^fill, ^send)
    ^fill:
      aie.use_lock(%in_empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%in : memref<64xi32>, 0, 64)
      aie.use_lock(%in_full, Release, 1)
      aie.next_bd ^end
    ^send:
      %m = aie.dma_start(MM2S, 0, ^drain, ^end)
    ^drain:
      aie.use_lock(%out_full, AcquireGreaterEqual, 1)
      aie.dma_bd(%out : memref<64xi32>, 0, 64)
      aie.use_lock(%out_empty, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @to_core(%t00, MM2S, 1)
    aie.shim_dma_allocation @from_core(%t00, S2MM, 0)
    aie.runtime_sequence @run(%a: memref<64xi32>, %b: memref<64xi32>, %c: memref<64xi32>) {
      aiex.configure @main {
        aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @to_core} : memref<64xi32>
        aiex.npu.dma_memcpy_nd(%c[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @from_core, issue_token = true} : memref<64xi32>
        aiex.npu.dma_wait {symbol = @from_core}
      }
    }
  }
}
