// The rules of a BD's iteration attribute, with upstream's messages.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<64xi32>
  %m = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // expected-error@+1 {{'aie.dma_bd' op BD iteration size must be in [1, 64]}}
    aie.dma_bd(%b : memref<64xi32> offset = 0 len = 4) {iteration = #aie.bd_iteration<size = 65, stride = 4, current = 0>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<64xi8>
  %m = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // expected-error@+1 {{'aie.dma_bd' op BD iteration stride must be aligned to 32-bit words}}
    aie.dma_bd(%b : memref<64xi8> offset = 0 len = 4) {iteration = #aie.bd_iteration<size = 2, stride = 6, current = 0>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<64xi32>
  %m = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // A core tile's step field holds 13 bits.
    // expected-error@+1 {{'aie.dma_bd' op BD iteration stride must be in [1, 8192] 32-bit words}}
    aie.dma_bd(%b : memref<64xi32> offset = 0 len = 4) {iteration = #aie.bd_iteration<size = 2, stride = 8193, current = 0>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<64xi32>
  %m = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // expected-error@+1 {{'aie.dma_bd' op BD iteration current must be in [0, size)}}
    aie.dma_bd(%b : memref<64xi32> offset = 0 len = 4) {iteration = #aie.bd_iteration<size = 2, stride = 4, current = 2>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<64xi32>
  %m = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // expected-error@+1 {{'aie.dma_bd' op BD iteration is not supported on this target}}
    aie.dma_bd(%b : memref<64xi32> offset = 0 len = 4) {iteration = #aie.bd_iteration<size = 2, stride = 4, current = 0>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "b"} : memref<64xi32>
  %m = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
    // expected-error@+1 {{expected `size`, `stride` and `current`}}
    aie.dma_bd(%b : memref<64xi32> offset = 0 len = 4) {iteration = #aie.bd_iteration<size = 2, stride = 4>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}
