// Errors of --aie-lower-scratchpad-parameters (mlir-aie's messages): a
// parameter both read by a core and offsetting a DMA, an offset by a
// parameter the module does not declare, or by one that is not i32.
// RUN: aiec --split-input-file --verify-diagnostics --aie-lower-scratchpad-parameters %s

// expected-error@+1 {{'aiex.scratchpad_parameter' op parameter 'p' is used both as an aiex.read_scratchpad_parameter source (core) and as a DMA offset_parameter (addr); a parameter must have a single kind}}
aiex.scratchpad_parameter @p : i32
aie.device(npu2) {
  %t00 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  aie.core(%t02) {
    %v = aiex.read_scratchpad_parameter @p : i32
    aie.end
  }
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t = aiex.dma_configure_task(%t00, MM2S, 0) {
      aie.dma_bd(%a : memref<8xi32> offset = 0 len = 8) {offset_parameter = @p}
      aie.end
    }
  }
}

// -----

aiex.scratchpad_parameter @p : i32
aie.device(npu2) {
  %t00 = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t = aiex.dma_configure_task(%t00, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op offset_parameter 'q' not found. Declare it at module scope with aiex.scratchpad_parameter.}}
      aie.dma_bd(%a : memref<8xi32> offset = 0 len = 8) {offset_parameter = @q}
      aie.end
    }
  }
}

// -----

// expected-note@+1 {{Parameter declared here.}}
aiex.scratchpad_parameter @p : i16
aie.device(npu2) {
  %t00 = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t00, MM2S, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op offset_parameter 'p' must have type i32, got i16.}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, offset_parameter = @p} : memref<8xi32>
  }
}
