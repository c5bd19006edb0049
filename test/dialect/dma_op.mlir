// Round trip of aie.dma: a channel described by a list of single-block BD
// regions (no dma_start). loop and repeat_count print only when not default;
// the result is named by sym_name.
// RUN: aiec --aie-syntax=2026-04 %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<8xi32>
  %b1 = aie.buffer(%t) {sym_name = "b1"} : memref<8xi32>
  %p = aie.lock(%t, 0) {init = 2 : i32, sym_name = "p"}
  %c = aie.lock(%t, 1) {sym_name = "c"}
  %mem = aie.mem(%t) {
    %in = aie.dma(S2MM, 0) [{
      aie.use_lock(%p, AcquireGreaterEqual)
      aie.dma_bd(%b0 : memref<8xi32>, 0, 8)
      aie.use_lock(%c, Release)
    }, {
      aie.use_lock(%p, AcquireGreaterEqual, 1)
      aie.dma_bd(%b1 : memref<8xi32>)
      aie.use_lock(%c, Release, 1)
    }]
    aie.dma("MM2S", 1) {loop = false, repeat_count = 0x2 : i32, sym_name = "out"} [{
      aie.use_lock(%c, AcquireGreaterEqual, 1)
      aie.dma_bd(%b0 : memref<8xi32>, 4, 4)
      aie.use_lock(%p, Release, 1)
    }]
    aie.dma(MM2S, 0) {loop = true, repeat_count = 0 : i32} [{
      aie.use_lock(%c, AcquireGreaterEqual, 1)
      aie.dma_bd(%b1 : memref<8xi32>, 0, 8)
      aie.use_lock(%p, Release, 1)
    }]
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %b0 = aie.buffer(%tile_0_2) {sym_name = "b0"} : memref<8xi32>{{$}}
// CHECK-NEXT: %b1 = aie.buffer(%tile_0_2) {sym_name = "b1"} : memref<8xi32>{{$}}
// CHECK-NEXT: %p = aie.lock(%tile_0_2, 0) {init = 2 : i32, sym_name = "p"}{{$}}
// CHECK-NEXT: %c = aie.lock(%tile_0_2, 1) {sym_name = "c"}{{$}}
// CHECK-NEXT: %mem_0_2 = aie.mem(%tile_0_2) {
// CHECK-NEXT: %0 = aie.dma(S2MM, 0) [{
// CHECK-NEXT: aie.use_lock(%p, AcquireGreaterEqual){{$}}
// CHECK-NEXT: aie.dma_bd(%b0 : memref<8xi32>, 0, 8){{$}}
// CHECK-NEXT: aie.use_lock(%c, Release){{$}}
// CHECK-NEXT: }, {
// CHECK-NEXT: aie.use_lock(%p, AcquireGreaterEqual, 1){{$}}
// CHECK-NEXT: aie.dma_bd(%b1 : memref<8xi32>){{$}}
// CHECK-NEXT: aie.use_lock(%c, Release, 1){{$}}
// CHECK-NEXT: }]{{$}}
// CHECK-NEXT: %out = aie.dma(MM2S, 1) {loop = false, repeat_count = 2 : i32, sym_name = "out"} [{
// CHECK-NEXT: aie.use_lock(%c, AcquireGreaterEqual, 1){{$}}
// CHECK-NEXT: aie.dma_bd(%b0 : memref<8xi32>, 4, 4){{$}}
// CHECK-NEXT: aie.use_lock(%p, Release, 1){{$}}
// CHECK-NEXT: }]{{$}}
// CHECK-NEXT: %1 = aie.dma(MM2S, 0) [{
// CHECK-NEXT: aie.use_lock(%c, AcquireGreaterEqual, 1){{$}}
// CHECK-NEXT: aie.dma_bd(%b1 : memref<8xi32>, 0, 8){{$}}
// CHECK-NEXT: aie.use_lock(%p, Release, 1){{$}}
// CHECK-NEXT: }]{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
