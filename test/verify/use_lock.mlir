// Verifier errors of aie.use_lock (aie-passes.md §3.3).
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %l = aie.lock(%t, 0)
  // CHECK: {{^}}{{.*}}use_lock.mlir:[[@LINE+5]]:3: error: 'aie.use_lock' op must be used in a core or memory operation.{{$}}
  // CHECK-NEXT: {{^}}  aie.use_lock(%l, Release, 1){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{'aie.use_lock' op must be used in a core or memory operation.}}
  aie.use_lock(%l, Release, 1)
}

// -----

// Directly in a legacy module.
module {
  %t = aie.tile(1, 2)
  %l = aie.lock(%t, 0)
  // expected-error@+1 {{'aie.use_lock' op must be used in a core or memory operation.}}
  aie.use_lock(%l, Acquire, 1)
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(1, 2)
  %l = aie.lock(%t, 0)
  %c = aie.core(%t) {
    // CHECK: {{^}}{{.*}}use_lock.mlir:[[@LINE+5]]:5: error: 'aie.use_lock' op AcquireGreaterEqual is not supported in AIE1.{{$}}
    // CHECK-NEXT: {{^}}    aie.use_lock(%l, AcquireGreaterEqual, 1){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // expected-error@+1 {{'aie.use_lock' op AcquireGreaterEqual is not supported in AIE1.}}
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.end
  }
}

// -----

// Legacy module: AIE1 too.
module {
  %t = aie.tile(1, 2)
  %l = aie.lock(%t, 0)
  %buf = aie.buffer(%t) : memref<16xi32>
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.use_lock' op AcquireGreaterEqual is not supported in AIE1.}}
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.use_lock(%l, Release, 0)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// AIE1: one lock per DMA block; every use_lock of the block is reported.
aie.device(xcvc1902) {
  %t = aie.tile(1, 2)
  %l0 = aie.lock(%t, 0)
  %l1 = aie.lock(%t, 1)
  %buf = aie.buffer(%t) : memref<16xi32>
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // CHECK: {{^}}{{.*}}use_lock.mlir:[[@LINE+5]]:5: error: 'aie.use_lock' op used in a DMA block that have multiple locks.{{$}}
    // CHECK-NEXT: {{^}}    aie.use_lock(%l0, Acquire, 1){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // expected-error@+1 {{'aie.use_lock' op used in a DMA block that have multiple locks.}}
    aie.use_lock(%l0, Acquire, 1)
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    // expected-error@+1 {{'aie.use_lock' op used in a DMA block that have multiple locks.}}
    aie.use_lock(%l1, Release, 0)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// The same rule in a shim DMA (AIE1 NOC shim (2, 0)).
aie.device(xcvc1902) {
  %t = aie.tile(2, 0)
  %l0 = aie.lock(%t, 0)
  %l1 = aie.lock(%t, 1)
  %ext = aie.external_buffer : memref<16xi32>
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.use_lock' op used in a DMA block that have multiple locks.}}
    aie.use_lock(%l0, Acquire, 1)
    aie.dma_bd(%ext : memref<16xi32>, 0, 16)
    // expected-error@+1 {{'aie.use_lock' op used in a DMA block that have multiple locks.}}
    aie.use_lock(%l1, Release, 0)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Two acquires from different states in one DMA block (AIE2).
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %l0 = aie.lock(%t, 0)
  %l1 = aie.lock(%t, 1)
  %mem = aie.mem(%t) {
    %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    // CHECK: {{^}}{{.*}}use_lock.mlir:[[@LINE+5]]:5: error: 'aie.use_lock' op acquires/releases the lock in a DMA block from/to multiple states.{{$}}
    // CHECK-NEXT: {{^}}    aie.use_lock(%l0, AcquireGreaterEqual, 1){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // expected-error@+1 {{'aie.use_lock' op acquires/releases the lock in a DMA block from/to multiple states.}}
    aie.use_lock(%l0, AcquireGreaterEqual, 1)
    // expected-error@+1 {{'aie.use_lock' op acquires/releases the lock in a DMA block from/to multiple states.}}
    aie.use_lock(%l1, AcquireGreaterEqual, 2)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Two releases to different states, in a MemTile DMA.
aie.device(npu1) {
  %t = aie.tile(1, 1)
  %l0 = aie.lock(%t, 0)
  %l1 = aie.lock(%t, 1)
  %m = aie.memtile_dma(%t) {
    %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.use_lock' op acquires/releases the lock in a DMA block from/to multiple states.}}
    aie.use_lock(%l0, Release, 1)
    // expected-error@+1 {{'aie.use_lock' op acquires/releases the lock in a DMA block from/to multiple states.}}
    aie.use_lock(%l1, Release, 3)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Acquire (equal) and AcquireGreaterEqual count as acquires alike.
aie.device(npu1) {
  %t = aie.tile(0, 0)
  %l0 = aie.lock(%t, 0)
  %dma = aie.shim_dma(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.use_lock' op acquires/releases the lock in a DMA block from/to multiple states.}}
    aie.use_lock(%l0, Acquire, 1)
    // expected-error@+1 {{'aie.use_lock' op acquires/releases the lock in a DMA block from/to multiple states.}}
    aie.use_lock(%l0, AcquireGreaterEqual, 0)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A core tile's DMA uses its own tile's locks (the lock itself is within
// reach of the tile: North).
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %l = aie.lock(%t13, 0)
  %mem = aie.mem(%t12) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // CHECK: {{^}}{{.*}}use_lock.mlir:[[@LINE+5]]:5: error: 'aie.use_lock' op can only access a lock in the same tile{{$}}
    // CHECK-NEXT: {{^}}    aie.use_lock(%l, AcquireGreaterEqual, 1){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: this `aie.mem` is on tile (1, 2); a core tile's DMA uses that tile's locks{{$}}
    // expected-error@+1 {{'aie.use_lock' op can only access a lock in the same tile}}
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t02 = aie.tile(0, 2)
  %l = aie.lock(%t02, 0)
  %mem = aie.mem(%t12) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{'aie.use_lock' op can only access a lock in the same tile}}
    aie.use_lock(%l, Release, 1)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Under an op that skips the accessibility check (bd_chain), the parent rule
// still applies.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  aie.bd_chain @c(%x: memref<16xi32>) {
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    // CHECK: {{^}}{{.*}}use_lock.mlir:[[@LINE+5]]:5: error: 'aie.use_lock' op expects some parent op to be one of AIE::device, AIE::core, func::func, AIE::mem, AIE::shimDMA, or AIEX::dma_configure_task{{$}}
    // CHECK-NEXT: {{^}}    aie.use_lock(%l, Release, 1){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // expected-error@+1 {{'aie.use_lock' op expects some parent op to be one of AIE::device, AIE::core, func::func, AIE::mem, AIE::shimDMA, or AIEX::dma_configure_task}}
    aie.use_lock(%l, Release, 1)
    aie.end
  }
}
