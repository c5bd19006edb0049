// aie.dma-style regions: each BD region's first dma_bd gets the lowest free id
// of the aie.dma's channel, in order; next_bd_id is the next region's id, and
// the last one links back to the first unless loop = false.
// RUN: aiec --aie-assign-bd-ids %s | FileCheck %s

// CHECK-LABEL: aie.memtile_dma(
// CHECK: aie.dma_bd(%{{.*}} : memref<32xi32>) {bd_id = 0 : i32, next_bd_id = 1 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<32xi32>) {bd_id = 1 : i32, next_bd_id = 0 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<32xi32>) {bd_id = 24 : i32, next_bd_id = 25 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<32xi32>) {bd_id = 25 : i32}
// CHECK: aie.dma_bd(%{{.*}} : memref<32xi32>) {bd_id = 2 : i32}
aie.device(npu1) {
  %m = aie.tile(0, 1)
  %buf = aie.buffer(%m) : memref<32xi32>
  %dma = aie.memtile_dma(%m) {
    %l0 = aie.lock(%m, 0) {init = 1 : i32}
    %l1 = aie.lock(%m, 1)
    %in = aie.dma(S2MM, 0) [{
      aie.use_lock(%l0, AcquireGreaterEqual)
      aie.dma_bd(%buf : memref<32xi32>)
      aie.use_lock(%l1, Release)
    }, {
      aie.use_lock(%l0, AcquireGreaterEqual)
      aie.dma_bd(%buf : memref<32xi32>)
      aie.use_lock(%l1, Release)
    }]
    %out = aie.dma(MM2S, 1) {loop = false} [{
      aie.use_lock(%l1, AcquireGreaterEqual)
      aie.dma_bd(%buf : memref<32xi32>)
      aie.use_lock(%l0, Release)
    }, {
      aie.use_lock(%l1, AcquireGreaterEqual)
      aie.dma_bd(%buf : memref<32xi32>)
      aie.use_lock(%l0, Release)
    }]
    %once = aie.dma(MM2S, 0) {loop = false} [{
      aie.use_lock(%l1, AcquireGreaterEqual)
      aie.dma_bd(%buf : memref<32xi32>)
      aie.use_lock(%l0, Release)
    }]
    aie.end
  }
}
