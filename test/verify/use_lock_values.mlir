// An aie.use_lock's value is checked against what encodes it, on a core as
// in a DMA block, never wrapped: on AIE2 a signed lock delta in the 7-bit
// value field of a lock request or a BD's lock fields (AcquireGreaterEqual n
// as -n); AIE1 locks are binary.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 1) {init = 1 : i32}
  %c = aie.core(%t) {
    // CHECK: use_lock_values.mlir:[[@LINE+4]]:5: error: 'aie.use_lock' op 'value' is 65, outside -63..=64
    // CHECK-NEXT: {{^}}    aie.use_lock(%l, AcquireGreaterEqual, 65)
    // CHECK: help: the value is a lock delta in a 7-bit signed field (AcquireGreaterEqual n is -n): -63 to 64 for this action
    // expected-error@+1 {{'aie.use_lock' op 'value' is 65, outside -63..=64}}
    aie.use_lock(%l, AcquireGreaterEqual, 65)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 1) {init = 1 : i32}
  %c = aie.core(%t) {
    // CHECK: use_lock_values.mlir:[[@LINE+2]]:5: error: 'aie.use_lock' op 'value' is 64, outside -64..=63
    // expected-error@+1 {{'aie.use_lock' op 'value' is 64, outside -64..=63}}
    aie.use_lock(%l, Release, 64)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 1) {init = 1 : i32}
  %b = aie.buffer(%t) : memref<16xi32>
  %m = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    // CHECK: use_lock_values.mlir:[[@LINE+2]]:5: error: 'aie.use_lock' op 'value' is 100, outside -64..=63
    // expected-error@+1 {{'aie.use_lock' op 'value' is 100, outside -64..=63}}
    aie.use_lock(%l, Release, 100)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(1, 3)
  %l = aie.lock(%t, 1)
  %c = aie.core(%t) {
    // CHECK: use_lock_values.mlir:[[@LINE+3]]:5: error: 'aie.use_lock' op 'value' is 2, outside 0..=1
    // CHECK: help: the value is a lock delta in a binary AIE1 lock: 0 to 1 for this action
    // expected-error@+1 {{'aie.use_lock' op 'value' is 2, outside 0..=1}}
    aie.use_lock(%l, Acquire, 2)
    aie.end
  }
}

// -----

// The extremes are accepted (a negative release decrements, as mlir-aie's
// assign-bd-ids test does in a BD).
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 1) {init = 63 : i32}
  %c = aie.core(%t) {
    aie.use_lock(%l, AcquireGreaterEqual, 64)
    aie.use_lock(%l, AcquireGreaterEqual, -63)
    aie.use_lock(%l, Release, -64)
    aie.use_lock(%l, Release, 63)
    aie.use_lock(%l, Acquire, 0)
    aie.end
  }
}
