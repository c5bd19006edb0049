// Inputs of test/npu/operand-widths.mlir: run-time DMA operands of the
// wrong type.

module {
  aie.device(npu2) {
    %shim = aie.tile(1, 0)
    aie.shim_dma_allocation @in(%shim, MM2S, 1)
    aie.runtime_sequence(%buf: memref<2048xi32>, %rows: i16) {
      // ERR: [[@LINE+2]]:61: error: use of value '%rows' expects different type than prior uses: 'i32' vs 'i16'
      // ERR: help: '%rows' is defined with type 'i16'
      aiex.npu.dma_memcpy_nd(%buf[0, 0, 0, 0][1, 1, %rows : i32, 32][0, 0, 32, 1]) {id = 2 : i64, metadata = @in} : memref<2048xi32>
    }
  }
}

// -----

module {
  aie.device(npu2) {
    %shim = aie.tile(1, 0)
    aie.shim_dma_allocation @in(%shim, MM2S, 1)
    aie.runtime_sequence(%buf: memref<2048xi32>, %rows: f32) {
      // ERR: [[@LINE+2]]:7: error: 'aiex.npu.dma_memcpy_nd' op operand #1 must be variadic of signless integer or index, but got 'f32'
      // ERR: help: a value known only at run time here is an integer of any width or an index
      aiex.npu.dma_memcpy_nd(%buf[0, 0, 0, 0][1, 1, %rows : f32, 32][0, 0, 32, 1]) {id = 2 : i64, metadata = @in} : memref<2048xi32>
    }
  }
}

// -----

module {
  aie.device(npu2) {
    %shim = aie.tile(1, 0)
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence(%buf: memref<1024xi32>, %cols: ui16) {
      %t = aiex.dma_configure_task_for @out {
        // ERR: [[@LINE+2]]:9: error: 'aie.dma_bd' op operand #1 must be variadic of signless integer or index, but got 'ui16'
        // ERR: help: a value known only at run time here is an integer of any width or an index
        aie.dma_bd(%buf : memref<1024xi32> sizes = [4, %cols : ui16] strides = [32, 1]) {bd_id = 3 : i32}
        aie.end
      }
    }
  }
}

// -----

module {
  aie.device(npu2) {
    %shim = aie.tile(1, 0)
    aie.runtime_sequence(%r: si8) {
      %c0 = arith.constant 0 : i32
      // ERR: [[@LINE+2]]:7: error: 'aiex.npu.push_queue' op operand #1 must be signless integer or index, but got 'si8'
      // ERR: help: `repeat_count` is an integer or index value
      aiex.npu.push_queue(1, 0, MM2S : 0) bd_id %c0 repeat %r {issue_token = false} : i32, si8
    }
  }
}
