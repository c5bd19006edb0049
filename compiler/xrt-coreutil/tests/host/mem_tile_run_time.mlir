// Moves the first N words of argument 0 through a mem-tile buffer into
// argument 2, de-interleaved (the even-indexed words, then the odd ones), N
// known only when the host builds the instruction stream: the runtime
// sequence reprograms the mem tile's BDs for each dispatch, their length N
// and a wrap of N / 2 computed from its argument (one xclbin serves every
// N up to 64). The BDs take and give K of the buffer's locks, K also an
// argument: `free` starts at 2, so K = 1 or 2 moves the words and K = 3
// waits forever.
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %buf = aie.buffer(%t01) {sym_name = "buf"} : memref<64xi32>
    %full = aie.lock(%t01, 0) {init = 0 : i32, sym_name = "full"}
    %free = aie.lock(%t01, 1) {init = 2 : i32, sym_name = "free"}
    aie.flow(%t00, DMA : 0, %t01, DMA : 0)
    aie.flow(%t01, DMA : 0, %t00, DMA : 0)
    aie.runtime_sequence(%in : memref<64xi32>, %spare : memref<64xi32>, %out : memref<64xi32>, %n : i32, %k : i32) {
      %c2 = arith.constant 2 : i32
      %half = arith.divui %n, %c2 : i32
      %h = arith.index_cast %half : i32 to index
      %fill = aiex.dma_configure_task(%t01, S2MM, 0) {
        aie.use_lock(%free, AcquireGreaterEqual, %k)
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = %n)
        aie.use_lock(%full, Release, %k)
        aie.end
      }
      %drain = aiex.dma_configure_task(%t01, MM2S, 0) {
        aie.use_lock(%full, AcquireGreaterEqual, %k)
        aie.dma_bd(%buf : memref<64xi32> offset = 0 len = %n sizes = [2, %h] strides = [1, 2])
        aie.use_lock(%free, Release, %k)
        aie.end
      }
      %send = aiex.dma_configure_task(%t00, MM2S, 0) {
        aie.dma_bd(%in : memref<64xi32> offset = 0 len = %n)
        aie.end
      }
      %recv = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%out : memref<64xi32> offset = 0 len = %n)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%fill)
      aiex.dma_start_task(%drain)
      aiex.dma_start_task(%recv)
      aiex.dma_start_task(%send)
      aiex.dma_await_task(%recv)
    }
  }
}
