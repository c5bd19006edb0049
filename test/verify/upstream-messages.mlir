// mlir-aie's verifier messages that no other test reaches, one each, so that
// the message table (dialect/tests/suite/messages.rs) sees every message
// aiec words as mlir-aie does.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  %m = aie.mem(%t) {
    // expected-error@+1 {{'aie.dma_start' op pad_value is only supported on memtile DMA channels}}
    %s = aie.dma_start(MM2S, 0, ^bd, ^end) {pad_value = 3 : i32}
  ^bd:
    aie.dma_bd(%b : memref<16xi32> offset = 0 len = 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

module {
  aie.device(npu2) @main {
    aie.runtime_sequence @seq(%a: memref<8xi32>) {
      // expected-error@+1 {{'aiex.configure' op Not a device: 'notdev'}}
      aiex.configure @notdev {
      }
    }
  }
  func.func @notdev() {
    return
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 0)
  // expected-error@+1 {{'aie.objectfifo_rearm_binding' op expected one lock_inits entry per lock (1 locks, 2 inits)}}
  aie.objectfifo_rearm_binding @r channels(%t : index) locks(%l : index) {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32: 2, 0>}
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 0)
  // expected-error@+1 {{'aie.objectfifo_rearm_binding' op channel_dirs entries must be 0 (S2MM) or 1 (MM2S), got 2}}
  aie.objectfifo_rearm_binding @r channels(%t : index) locks(%l : index) {channel_dirs = array<i32: 2>, channel_indices = array<i32: 0>, lock_inits = array<i32: 2>}
}

// -----

aie.device(npu1) {
  %t = aie.logical_tile<CoreTile>(?, ?)
  %t2 = aie.tile(0, 2)
  %l = aie.lock(%t2, 0)
  // expected-error@+1 {{'aie.objectfifo_rearm_binding' op channel_tiles operands must be aie.tile values}}
  aie.objectfifo_rearm_binding @r channels(%t : index) locks(%l : index) {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32: 2>}
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{'aie.objectfifo_rearm_binding' op locks operands must be aie.lock values}}
  aie.objectfifo_rearm_binding @r channels(%t : index) locks(%t : index) {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32: 2>}
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t = aie.logical_tile<CoreTile>(?, ?)
    // expected-error@+1 {{'aiex.dma_channel_reset' op tile operand must be produced by an aie.tile op}}
    aiex.dma_channel_reset(%t, S2MM, 0)
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<64xi32>, %n: i64) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op runtime sizes/strides require a shim_dma_allocation to resolve the tile; none found.}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, %n, 16][0, 0, 16, 1]) {id = 0 : i64, metadata = @nowhere} : memref<64xi32>
  }
}

// -----

module {
  aiex.scratchpad_parameter @p : i32
  func.func @f() -> i32 {
    // expected-error@+1 {{'aiex.read_scratchpad_parameter' op must be inside an aie.device}}
    %s = aiex.read_scratchpad_parameter @p : i32
    return %s : i32
  }
}
