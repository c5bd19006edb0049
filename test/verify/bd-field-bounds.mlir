// BD dimensions against the fields of the BD's own tile kind (mlir-aie
// #3548): a wrap holds its size as is (core 8 bits, mem and shim 10), a step
// holds stride - 1 (core 13 bits, mem 17, shim 20); sub-word elements move
// and step whole 32-bit words; `aiex.npu.writebd` holds encoded values of
// its tile's widths and pad counts of 6, 5 and 4 bits.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// A mem tile's largest wrap (1023) and step (2^17) are fine; one more is not.
// CHECK: error: 'aie.dma_bd' op Size may not exceed 1023.
// CHECK: help: a MemTile BD's dimension has a size of 1 to 1023 and a stride of 1 to 131072
aie.device(npu1) {
  %t = aie.tile(2, 1)
  %b = aie.buffer(%t) : memref<135000xi8>
  %c = aie.buffer(%t) : memref<8192xi32>
  aie.memtile_dma(%t) {
    aie.dma_start(MM2S, 0, ^a, ^end)
  ^a:
    aie.dma_bd(%c : memref<8192xi32> len = 4092 sizes = [1023, 4] strides = [4, 1])
    aie.next_bd ^b
  ^b:
    // expected-error@+1 {{'aie.dma_bd' op Size may not exceed 1023.}}
    aie.dma_bd(%c : memref<8192xi32> len = 4096 sizes = [1024, 4] strides = [4, 1])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op Stride may not exceed 131072.
aie.device(npu1) {
  %t = aie.tile(2, 1)
  %c = aie.buffer(%t) : memref<131080xi32>
  aie.memtile_dma(%t) {
    aie.dma_start(MM2S, 0, ^a, ^end)
  ^a:
    aie.dma_bd(%c : memref<131080xi32> len = 4 sizes = [2, 2] strides = [131072, 1])
    aie.next_bd ^b
  ^b:
    // expected-error@+1 {{'aie.dma_bd' op Stride may not exceed 131072.}}
    aie.dma_bd(%c : memref<131080xi32> len = 4 sizes = [2, 2] strides = [131073, 1])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Bytes: the innermost dimension that repeats must move whole words (here
// the 1-element trailing dimension does not count), the others step them.
// CHECK: error: 'aie.dma_bd' op Innermost dim size (3) * 2-byte element width = 6 bytes
aie.device(npu2) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) : memref<256xi16>
  aie.mem(%t) {
    aie.dma_start(MM2S, 0, ^a, ^end)
  ^a:
    aie.dma_bd(%b : memref<256xi16> len = 16 sizes = [2, 8, 1] strides = [32, 1, 1])
    aie.next_bd ^b
  ^b:
    // expected-error@+1 {{Innermost dim size (3) * 2-byte element width = 6 bytes: innermost dim size must be a multiple of 4 bytes for sub-32b element types (the hardware size register is 32-bit-word granularity).}}
    aie.dma_bd(%b : memref<256xi16> len = 6 sizes = [2, 3, 1] strides = [32, 1, 1])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op Dim 0 stride (13) * 1-byte element width = 13 bytes
// CHECK: help: make the stride a multiple of 4 elements
aie.device(npu2) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) : memref<256xi8>
  aie.mem(%t) {
    aie.dma_start(MM2S, 0, ^a, ^end)
  ^a:
    // expected-error@+1 {{Dim 0 stride (13) * 1-byte element width = 13 bytes: non-innermost dim stride must be a multiple of 4 bytes for sub-32b element types}}
    aie.dma_bd(%b : memref<256xi8> len = 32 sizes = [4, 8] strides = [13, 1])
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// writebd on a core tile: its wraps are 8 bits.
// CHECK: error: 'aiex.npu.writebd' op D1 Size exceeds the [0:255] range.
aie.device(npu2) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op D1 Size exceeds the [0:255] range.}}
    aiex.npu.writebd {bd_id = 5 : i32, buffer_length = 4 : i32, buffer_offset = 0 : i32, column = 3 : i32, row = 4 : i32, d0_size = 2 : i32, d0_stride = 0 : i32, d1_size = 300 : i32, d1_stride = 1 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

// writebd on a mem tile: its steps are 17 bits.
// CHECK: error: 'aiex.npu.writebd' op Iteration Stride exceeds the [0:131071] range.
aie.device(npu2) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op Iteration Stride exceeds the [0:131071] range.}}
    aiex.npu.writebd {bd_id = 5 : i32, buffer_length = 4 : i32, buffer_offset = 0 : i32, column = 3 : i32, row = 1 : i32, d0_size = 4 : i32, d0_stride = 0 : i32, d1_size = 1 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 2 : i32, iteration_stride = 140000 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

