// Valid aie.use_lock placements (§3.3): in a core, in a func.func, in each
// DMA container with a lock it may use, in aiex.dma_configure_task; AIE1
// DMA blocks with one lock acquired and released at different values.
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %l = aie.lock(%t, 15) {init = 1 : i32}
  %c = aie.core(%t) {
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.use_lock(%l, Acquire, 1)
    aie.use_lock(%l, Release, 1)
    aie.end
  }
  func.func @f(%x: index) -> () {
    aie.use_lock(%x, AcquireGreaterEqual, 1)
    return
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.use_lock(%{{.*}}, AcquireGreaterEqual, 1)
// CHECK-NEXT: aie.use_lock(%{{.*}}, Acquire, 1)
// CHECK-NEXT: aie.use_lock(%{{.*}}, Release, 1)
// CHECK: func.func @f(%arg0: index) {
// CHECK-NEXT: aie.use_lock(%arg0, AcquireGreaterEqual, 1)

// -----

// One acquire value and one release value per DMA block, in each container.
aie.device(npu1) {
  %c = aie.tile(1, 2)
  %m = aie.tile(1, 1)
  %s = aie.tile(1, 0)
  %lc0 = aie.lock(%c, 0)
  %lc1 = aie.lock(%c, 1)
  %lm = aie.lock(%m, 63)
  %ls = aie.lock(%s, 15)
  %bc = aie.buffer(%c) : memref<16xi32>
  %bm = aie.buffer(%m) : memref<16xi32>
  %ext = aie.external_buffer : memref<16xi32>
  %mem = aie.mem(%c) {
    %d = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%lc0, AcquireGreaterEqual, 2)
    aie.dma_bd(%bc : memref<16xi32>, 0, 16)
    aie.use_lock(%lc1, Release, 5)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
  %md = aie.memtile_dma(%m) {
    %d = aie.dma_start(MM2S, 5, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%lm, AcquireGreaterEqual, 1)
    aie.dma_bd(%bm : memref<16xi32>, 0, 16)
    aie.use_lock(%lm, Release, 1)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
  %sd = aie.shim_dma(%s) {
    %d = aie.dma_start(MM2S, 1, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%ls, AcquireGreaterEqual, 1)
    aie.dma_bd(%ext : memref<16xi32>, 0, 16)
    aie.use_lock(%ls, Release, 1)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: %mem_1_2 = aie.mem(%tile_1_2) {
// CHECK: %memtile_dma_1_1 = aie.memtile_dma(%mem_tile_1_1) {
// CHECK: %shim_dma_1_0 = aie.shim_dma(%shim_noc_tile_1_0) {

// -----

// AIE1: one lock per DMA block, acquired at 1 and released at 0.
aie.device(xcvc1902) {
  %t = aie.tile(1, 2)
  %l = aie.lock(%t, 0)
  %buf = aie.buffer(%t) : memref<16xi32>
  %mem = aie.mem(%t) {
    %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%l, Acquire, 1)
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.use_lock(%l, Release, 0)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK: aie.use_lock(%{{.*}}, Acquire, 1)
// CHECK-NEXT: aie.dma_bd
// CHECK-NEXT: aie.use_lock(%{{.*}}, Release, 0)

// -----

// A MemTile DMA on channels 0..3 may use the locks of the MemTiles beside it.
aie.device(npu1) {
  %m1 = aie.tile(1, 1)
  %m2 = aie.tile(2, 1)
  %l = aie.lock(%m2, 0)
  %md = aie.memtile_dma(%m1) {
    %d = aie.dma_start(S2MM, 3, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%l, AcquireGreaterEqual, 1)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.dma_start(S2MM, 3,

// -----

// Locks in a DMA task of the runtime sequence.
aie.device(npu1) {
  %s = aie.tile(0, 0)
  %l = aie.lock(%s, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%a : memref<16xi32>, 0, 16)
      aie.use_lock(%l, Release, 1)
      aie.end
    }
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aiex.dma_configure_task
// CHECK-NEXT: aie.use_lock(%{{.*}}, AcquireGreaterEqual, 1)
