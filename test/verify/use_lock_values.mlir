// An aie.use_lock's value is one its lock can hold (the lock value
// register's field, 0..63 on AIE2; AIE1 locks are binary), on a core as in a
// DMA block: never wrapped into the 7-bit lock request or BD lock field.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 1) {init = 1 : i32}
  %c = aie.core(%t) {
    // CHECK: use_lock_values.mlir:[[@LINE+4]]:5: error: 'aie.use_lock' op 'value' is 64, outside 0..=63
    // CHECK-NEXT: {{^}}    aie.use_lock(%l, AcquireGreaterEqual, 64)
    // CHECK: help: a lock of `npu1` holds a value from 0 to 63
    // expected-error@+1 {{'aie.use_lock' op 'value' is 64, outside 0..=63}}
    aie.use_lock(%l, AcquireGreaterEqual, 64)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 1) {init = 1 : i32}
  %c = aie.core(%t) {
    // CHECK: use_lock_values.mlir:[[@LINE+2]]:5: error: 'aie.use_lock' op 'value' is -1, outside 0..=63
    // expected-error@+1 {{'aie.use_lock' op 'value' is -1, outside 0..=63}}
    aie.use_lock(%l, Release, -1)
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
    // CHECK: use_lock_values.mlir:[[@LINE+2]]:5: error: 'aie.use_lock' op 'value' is 100, outside 0..=63
    // expected-error@+1 {{'aie.use_lock' op 'value' is 100, outside 0..=63}}
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
    // CHECK: help: a lock of `xcvc1902` holds a value from 0 to 1
    // expected-error@+1 {{'aie.use_lock' op 'value' is 2, outside 0..=1}}
    aie.use_lock(%l, Acquire, 2)
    aie.end
  }
}

// -----

// The extremes are accepted.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 1) {init = 63 : i32}
  %c = aie.core(%t) {
    aie.use_lock(%l, AcquireGreaterEqual, 63)
    aie.use_lock(%l, Release, 0)
    aie.use_lock(%l, Acquire, 0)
    aie.end
  }
}
