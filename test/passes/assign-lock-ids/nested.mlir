// Locks inside a memtile_dma count too (the pass walks the whole device),
// and a MemTile on AIE2 has 64 locks.
// RUN: aiec --aie-assign-lock-ids %s | FileCheck %s

// CHECK: %[[M:.*]] = aie.tile(0, 1)
// CHECK: aie.lock(%[[M]], 63)
// CHECK: aie.memtile_dma(%[[M]])
// CHECK: aie.lock(%[[M]], 0) {init = 1 : i32}
// CHECK: aie.lock(%[[M]], 1)
// CHECK: aie.dma_start(S2MM, 0, ^bb1, ^bb2)
aie.device(npu1) {
  %m = aie.tile(0, 1)
  %l63 = aie.lock(%m, 63)
  %buf = aie.buffer(%m) : memref<16xi32>
  %dma = aie.memtile_dma(%m) {
    %l0 = aie.lock(%m) {init = 1 : i32}
    %l1 = aie.lock(%m)
    %s = aie.dma_start(S2MM, 0, ^bd, ^end)
  ^bd:
    aie.use_lock(%l0, AcquireGreaterEqual, 1)
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.use_lock(%l1, Release, 1)
    aie.next_bd ^bd
  ^end:
    aie.end
  }
}
