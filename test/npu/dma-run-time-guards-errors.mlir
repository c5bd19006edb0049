// A guard of a run-time BD that the constants among its operands already
// break is an error at compile time (mlir-aie's `emitRuntimeCheck`), and a
// DMA task's BD without dimensions must give its length.
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence @mismatch(%a: memref<4096xi32>, %s: i32) {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{a runtime DMA length must equal the d0*d1*d2 extent of its dimensions}}
      aie.dma_bd(%a : memref<4096xi32> offset = 0 len = 100 sizes = [4, 16] strides = [%s : i32, 1]) {bd_id = 0 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence @no_len(%a: memref<4096xi32>, %o: i32) {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{runtime-valued BD requires an explicit transfer length; provide a `len` for this buffer descriptor.}}
      aie.dma_bd(%a : memref<4096xi32> offset = %o) {bd_id = 0 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

// A mem tile's BD: 17 bits of length.
aie.device(npu1) {
  %t = aie.tile(0, 1)
  %buf = aie.buffer(%t) {address = 0 : i32} : memref<1000x200xi32>
  aie.runtime_sequence @mem_length(%s: i32) {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{a runtime DMA transfer exceeds the 131071-granule BD buffer_length}}
      aie.dma_bd(%buf : memref<1000x200xi32> offset = 0 len = 200000 sizes = [1000, 200] strides = [%s : i32, 1]) {bd_id = 0 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}
