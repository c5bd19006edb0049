// A write into a buffer (its address a word offset from the buffer's) that
// reaches past the buffer is a warning of --aie-dma-to-npu: mlir-aie writes
// it there, into what the tile holds next (its own dma_to_npu test writes
// word 200 of a 128-word buffer). One that reaches past the tile's data
// memory is an error: the address field would lose its high bits (word
// 0x40001 of a buffer at 1024 wrote the buffer's word 1).
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-to-npu %s

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  %rtp = aie.buffer(%t02) {sym_name = "rtp", address = 1024 : i32} : memref<16xi32>
  aie.runtime_sequence @seq() {
    // expected-warning@+2 {{'aiex.npu.write32' op writes word 262145 of @rtp, which holds 16 32-bit words}}
    // expected-error@+1 {{'aiex.npu.write32' op writes from byte 0x100404 of tile (0, 2), past the end of its data memory (0x10000 bytes)}}
    aiex.npu.write32 {buffer = @rtp, address = 0x40001 : ui32, value = 7 : ui32}
  }
}

// -----

// Past the buffer, in the tile: the write lands at 1024 + 4 * 16.
aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  %rtp = aie.buffer(%t02) {sym_name = "rtp", address = 1024 : i32} : memref<16xi32>
  aie.runtime_sequence @seq() {
    // expected-warning@+1 {{'aiex.npu.maskwrite32' op writes word 16 of @rtp, which holds 16 32-bit words}}
    aiex.npu.maskwrite32 {buffer = @rtp, address = 16 : ui32, value = 7 : ui32, mask = 15 : ui32}
  }
}

// -----

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  %rtp = aie.buffer(%t02) {sym_name = "rtp", address = 1024 : i32} : memref<16xi32>
  memref.global "private" constant @data : memref<4xi32> = dense<[1, 2, 3, 4]>
  aie.runtime_sequence @seq() {
    %g = memref.get_global @data : memref<4xi32>
    // expected-warning@+1 {{'aiex.npu.blockwrite' op writes 4 words from word 13 of @rtp, which holds 16 32-bit words}}
    aiex.npu.blockwrite(%g) {buffer = @rtp, address = 13 : ui32} : memref<4xi32>
  }
}

// -----

// At the limits: no diagnostic.
aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  %rtp = aie.buffer(%t02) {sym_name = "rtp", address = 1024 : i32} : memref<16xi32>
  memref.global "private" constant @data : memref<4xi32> = dense<[1, 2, 3, 4]>
  aie.runtime_sequence @seq() {
    aiex.npu.write32 {buffer = @rtp, address = 15 : ui32, value = 7 : ui32}
    %g = memref.get_global @data : memref<4xi32>
    aiex.npu.blockwrite(%g) {buffer = @rtp, address = 12 : ui32} : memref<4xi32>
  }
}
