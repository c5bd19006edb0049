// Verifier errors of the runtime-sequence resets and the re-arm binding
// (mlir-aie's messages).
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu2) {
  %t = aie.tile(0, 2)
  aie.runtime_sequence() {
    // CHECK: error: 'aiex.dma_channel_reset' op channel 2 out of range for this tile and direction (tile has 2 DMA channel(s) in this direction)
    // CHECK-NEXT: {{.*}}aiex.dma_channel_reset(%t, S2MM, 2)
    // CHECK-NEXT: ^
    // CHECK-NEXT: help: channels of this direction are 0 to 1
    // expected-error@+1 {{channel 2 out of range for this tile and direction}}
    aiex.dma_channel_reset(%t, S2MM, 2)
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence() {
    // CHECK: error: 'aiex.dma_channel_reset' op tile (0, 0) has no DMA channel reset (only core and mem tiles do; shim NOC DMA has no reset bit)
    // expected-error@+1 {{has no DMA channel reset (only core and mem tiles do; shim NOC DMA has no reset bit)}}
    aiex.dma_channel_reset(%t, MM2S, 0)
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 1)
  aie.runtime_sequence() {
    // CHECK: error: 'aiex.core_reset' op tile (0, 1) has no core to reset (only core tiles have a CORE_CONTROL register)
    // expected-error@+1 {{has no core to reset}}
    aiex.core_reset(%t)
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(2, 3)
  aie.runtime_sequence() {
    // expected-error@+1 {{aiex.core_reset is not supported on AIE1.}}
    aiex.core_reset(%t)
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{'aiex.core_reset' op expects parent op 'aie.runtime_sequence'}}
  aiex.core_reset(%t)
}

// -----

aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  aie.shim_dma_allocation @notfifo(%t0, MM2S, 0)
  aie.runtime_sequence() {
    // CHECK: error: 'aiex.dma_channel_reset_for' op 'notfifo' must reference an aie.objectfifo (or its aie.objectfifo_rearm_binding)
    // expected-error@+1 {{'notfifo' must reference an aie.objectfifo}}
    aiex.dma_channel_reset_for(@notfifo)
  }
}

// -----

aie.device(xcvc1902) {
  %a = aie.tile(2, 2)
  %b = aie.tile(2, 3)
  aie.objectfifo @of(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
  aie.runtime_sequence() {
    // expected-error@+1 {{is not supported on AIE1 devices}}
    aiex.dma_channel_reset_for(@of)
  }
}

// -----

aie.device(npu2) {
  %t0 = aie.tile(0, 0)
  // CHECK: error: 'aie.objectfifo_rearm_binding' op channel_tiles must be non-shim tiles; a shim DMA endpoint is host-managed and is not re-armed here
  // expected-error@+1 {{channel_tiles must be non-shim tiles}}
  aie.objectfifo_rearm_binding @b channels(%t0 : index) locks() {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32>}
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{expected one channel_dirs entry per channel tile (1 tiles, 2 dirs)}}
  aie.objectfifo_rearm_binding @b channels(%t : index) locks() {channel_dirs = array<i32: 0, 1>, channel_indices = array<i32: 0>, lock_inits = array<i32>}
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{head_bd_ids and repeat_counts must both be set or both be absent}}
  aie.objectfifo_rearm_binding @b channels(%t : index) locks() {channel_dirs = array<i32: 0>, channel_indices = array<i32: 0>, lock_inits = array<i32>, head_bd_ids = array<i32: 0>}
}
