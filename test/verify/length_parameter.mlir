// The verifier's rules for a run-time length (the tile's, known once the
// task is lowered, are test/scratchpad/length-errors.mlir's): a unit of
// whole 16-byte blocks that a BD length can count, a constant static
// length of whole 16-byte blocks, a runtime-sequence BD of a constant
// pattern of at most four dimensions, and on a non-contiguous pattern an
// outer dimension the added length continues, whose steps the unit fills;
// a transfer through an allocation off a shim NOC tile (a shim PL tile of
// xcve2302) or on AIE1 has no length register to update.
// RUN: aiec --split-input-file --verify-diagnostics %s

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<256xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter requires length_unit}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 16) {bd_id = 0 : i32, length_parameter = @k}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<256xi16>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_unit must be a multiple of 16 bytes, got 12 bytes}}
      aie.dma_bd(%a : memref<256xi16> offset = 0 len = 16) {bd_id = 0 : i32, length_parameter = @k, length_unit = 6 : i32}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<256xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter requires a static length that is a multiple of 16 bytes, got 40 bytes}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 10) {bd_id = 0 : i32, length_parameter = @k, length_unit = 4 : i32}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<256xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_unit (12 elements) must be a multiple of the 8 elements moved per step of the dimension the added length continues}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 32 sizes = [4, 8] strides = [16, 1]) {bd_id = 0 : i32, length_parameter = @k, length_unit = 12 : i32}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<256xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter on a non-contiguous pattern requires its second or third dimension to have a size above one}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 16 sizes = [16] strides = [2]) {bd_id = 0 : i32, length_parameter = @k, length_unit = 16 : i32}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<64xi32>
  aie.mem(%t) {
    aie.dma_start(S2MM, 0, ^bd, ^end)
  ^bd:
    // expected-error @+1 {{'aie.dma_bd' op length_parameter is only supported on a BD in a runtime sequence}}
    aie.dma_bd(%b : memref<64xi32> offset = 0 len = 16) {length_parameter = @k, length_unit = 4 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.shim_dma_allocation @out(%s, S2MM, 0)
  aie.runtime_sequence(%a : memref<256xi32>, %n : i64) {
    // expected-error @+1 {{'aiex.npu.dma_memcpy_nd' op length_parameter requires constant sizes and strides}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, %n, 8][0, 0, 8, 1]) {id = 0 : i64, metadata = @out, length_parameter = @k, length_unit = 8 : i64} : memref<256xi32>
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(xcvc1902) {
  %s = aie.tile(2, 0)
  aie.shim_dma_allocation @out(%s, S2MM, 0)
  aie.runtime_sequence(%a : memref<256xi32>) {
    // expected-error @+1 {{'aiex.npu.dma_memcpy_nd' op length_parameter is only supported on AIE2 and AIE2P devices}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, length_parameter = @k, length_unit = 4 : i64} : memref<256xi32>
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<256xi32>, %n : i32) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter requires a constant length}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = %n) {bd_id = 0 : i32, length_parameter = @k, length_unit = 4 : i32}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<256xi32>, %n : i32) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter requires a static pattern: buffer descriptor size/stride is a runtime value; a compile-time constant is required on this path}}
      aie.dma_bd(%a : memref<256xi32> offset = 0 len = 32 sizes = [%n, 8] strides = [16, 1]) {bd_id = 0 : i32, length_parameter = @k, length_unit = 8 : i32}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter requires at most 4 dimensions, got 5}}
      aie.dma_bd(%a : memref<4096xi32> offset = 0 len = 256 sizes = [2, 2, 2, 4, 8] strides = [1024, 512, 64, 16, 1]) {bd_id = 0 : i32, length_parameter = @k, length_unit = 32 : i32}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<256xi4>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter requires a whole-byte element type}}
      aie.dma_bd(%a : memref<256xi4> offset = 0 len = 64) {bd_id = 0 : i32, length_parameter = @k, length_unit = 32 : i32}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<256xi4>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op offset_parameter requires a whole-byte element type}}
      aie.dma_bd(%a : memref<256xi4> offset = 0 len = 64) {bd_id = 0 : i32, offset_parameter = @k}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.shim_dma_allocation @out(%s, S2MM, 0)
  aie.runtime_sequence(%a : memref<256xi32>) {
    // expected-error @+1 {{'aiex.npu.dma_memcpy_nd' op length_unit (4294967296 elements) exceeds the 32-bit word count of a BD length}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, length_parameter = @k, length_unit = 4294967296 : i64} : memref<256xi32>
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(xcve2302) {
  %m = aie.tile(0, 0)
  aie.shim_dma_allocation @out(%m, S2MM, 0)
  aie.runtime_sequence(%a : memref<256xi32>) {
    // expected-error @+1 {{'aiex.npu.dma_memcpy_nd' op length_parameter is only supported on shim NOC tiles, got tile (0, 0)}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, length_parameter = @k, length_unit = 4 : i64} : memref<256xi32>
  }
}

// -----

// A run-time offset on a local buffer needs a length of its own: the
// default, the whole buffer, runs past its end for any offset but 0.
aiex.scratchpad_parameter @off : i32
aie.device(npu2) {
  %t = aie.tile(0, 1)
  %buf = aie.buffer(%t) {address = 0 : i32} : memref<1024xi32>
  aie.runtime_sequence @no_len() {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{offset_parameter requires an explicit `len` on a local buffer; the default whole-buffer length runs past the end for any nonzero runtime offset}}
      aie.dma_bd(%buf : memref<1024xi32>) {bd_id = 0 : i32, offset_parameter = @off}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @off : i32
aie.device(npu2) {
  %t = aie.tile(0, 1)
  %buf = aie.buffer(%t) {address = 0 : i32} : memref<1024xi32>
  aie.runtime_sequence @with_len() {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%buf : memref<1024xi32> offset = 0 len = 256) {bd_id = 0 : i32, offset_parameter = @off}
      aie.end
    }
  }
}
