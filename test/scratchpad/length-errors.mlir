// What refuses a run-time length once the task is lowered (the verifier
// knows neither the task's tile nor its ids): a tile other than a shim NOC
// tile, a BD with a field known only at run time (an id from a pool, a
// next BD's, an offset), a parameter both a core and a DMA
// offset read, and a transfer past its buffer even at n = 0.
// RUN: aiec --split-input-file --verify-diagnostics --aie-lower-scratchpad-parameters --aie-dma-tasks-to-npu %s

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %mem = aie.tile(1, 1)
  %b = aie.buffer(%mem) {address = 0 : i32} : memref<1024xi32>
  aie.runtime_sequence(%a : memref<1024xi32>) {
    %task = aiex.dma_configure_task(%mem, S2MM, 1) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter is only supported on shim NOC tiles, got tile (1, 1)}}
      aie.dma_bd(%b : memref<1024xi32> offset = 0 len = 32) {bd_id = 2 : i32, length_parameter = @k, length_unit = 8 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu1) {
  %s = aie.tile(1, 0)
  aie.runtime_sequence(%a : memref<1024xi32>) {
    %id = aiex.dma_bd_pool_pop(1, 0) partition [2, 8) : i32
    %task = aiex.dma_configure_task(%s, S2MM, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter requires a constant offset, bd_id, next_bd and lock value}}
      aie.dma_bd(%a : memref<1024xi32> offset = 0 len = 32) bd_id_val %id : i32 {length_parameter = @k, length_unit = 8 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

// A BD of constant id whose next BD takes its id from a pool: its next_bd
// is known only at run time.
aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<1024xi32>) {
    %next = aiex.dma_bd_pool_pop(0, 0) partition [1, 16) : i32
    %task = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter requires a constant offset, bd_id, next_bd and lock value}}
      aie.dma_bd(%a : memref<1024xi32> offset = 0 len = 16) {bd_id = 0 : i32, length_parameter = @k, length_unit = 4 : i32}
      aie.next_bd ^second
    ^second:
      aie.dma_bd(%a : memref<1024xi32> offset = 512 len = 16) bd_id_val %next : i32
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<1024xi32>, %at : i32) {
    %task = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op length_parameter requires a constant offset, bd_id, next_bd and lock value}}
      aie.dma_bd(%a : memref<1024xi32> offset = %at len = 64 sizes = [8, 8] strides = [32, 1]) {bd_id = 1 : i32, length_parameter = @k, length_unit = 16 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

// expected-error @+1 {{parameter 'k' is used both as an aiex.read_scratchpad_parameter source (core) and as a DMA offset_parameter (addr); a parameter must have a single kind}}
aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  %c = aie.tile(0, 3)
  aie.core(%c) {
    %v = aiex.read_scratchpad_parameter @k : i32
    aie.end
  }
  aie.runtime_sequence(%a : memref<1024xi32>) {
    %task = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<1024xi32> offset = 0 len = 32) {bd_id = 0 : i32, offset_parameter = @k, length_parameter = @k, length_unit = 8 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}

// -----

// 32 elements from 8 of 32 leave the buffer whatever n is.
aiex.scratchpad_parameter @k : i32
aie.device(npu2) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<32xi32>) {
    %task = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error @+1 {{'aie.dma_bd' op no value of parameter 'k' keeps every transfer using it within its buffer}}
      aie.dma_bd(%a : memref<32xi32> offset = 8 len = 32) {bd_id = 0 : i32, length_parameter = @k, length_unit = 8 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}
