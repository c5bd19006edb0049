// Round trip of a tile DMA (aie.mem): channels started by aie.dma_start,
// BD blocks with locks and next_bd. Block labels are renumbered ^bbN and get
// MLIR's predecessor comments; quoted channel directions print bare.
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | aiec --aie-syntax=2026-04 --split-input-file - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(2, 2)
  %ping = aie.buffer(%t) {sym_name = "ping"} : memref<64xi32>
  %pong = aie.buffer(%t) {sym_name = "pong"} : memref<64xi32>
  %prod = aie.lock(%t, 0) {init = 2 : i32, sym_name = "prod"}
  %cons = aie.lock(%t, 1) {init = 0 : i32, sym_name = "cons"}
  %mem = aie.mem(%t) {
    %s2mm = aie.dma_start("S2MM", 0, ^ping_bd, ^next)
  ^ping_bd:   // comment after a label
    aie.use_lock(%prod, AcquireGreaterEqual, 1)
    aie.dma_bd(%ping : memref<64xi32>, 0, 64)
    aie.use_lock(%cons, Release, 1)
    aie.next_bd ^pong_bd
  ^pong_bd:
    aie.use_lock(%prod, AcquireGreaterEqual, 1)
    aie.dma_bd(%pong : memref<64xi32>, 0, 64)
    aie.use_lock(%cons, Release, 1)
    aie.next_bd ^ping_bd
  ^next:
    %mm2s = aie.dma_start(MM2S, 1, ^out, ^end)
  ^out:
    aie.use_lock(%cons, AcquireGreaterEqual, 1)
    aie.dma_bd(%ping : memref<64xi32>, 32, 32)
    aie.use_lock(%prod, Release, 1)
    aie.next_bd ^out
  ^end:
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_2_2 = aie.tile(2, 2){{$}}
// CHECK-NEXT: %ping = aie.buffer(%tile_2_2) {sym_name = "ping"} : memref<64xi32>{{$}}
// CHECK-NEXT: %pong = aie.buffer(%tile_2_2) {sym_name = "pong"} : memref<64xi32>{{$}}
// CHECK-NEXT: %prod = aie.lock(%tile_2_2, 0) {init = 2 : i32, sym_name = "prod"}{{$}}
// CHECK-NEXT: %cons = aie.lock(%tile_2_2, 1) {init = 0 : i32, sym_name = "cons"}{{$}}
// CHECK-NEXT: %mem_2_2 = aie.mem(%tile_2_2) {
// CHECK-NEXT: %0 = aie.dma_start(S2MM, 0, ^bb1, ^bb3){{$}}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2{{$}}
// CHECK-NEXT: aie.use_lock(%prod, AcquireGreaterEqual, 1){{$}}
// CHECK-NEXT: aie.dma_bd(%ping : memref<64xi32>, 0, 64){{$}}
// CHECK-NEXT: aie.use_lock(%cons, Release, 1){{$}}
// CHECK-NEXT: aie.next_bd ^bb2{{$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb1{{$}}
// CHECK-NEXT: aie.use_lock(%prod, AcquireGreaterEqual, 1){{$}}
// CHECK-NEXT: aie.dma_bd(%pong : memref<64xi32>, 0, 64){{$}}
// CHECK-NEXT: aie.use_lock(%cons, Release, 1){{$}}
// CHECK-NEXT: aie.next_bd ^bb1{{$}}
// CHECK-NEXT: ^bb3:  // pred: ^bb0{{$}}
// CHECK-NEXT: %1 = aie.dma_start(MM2S, 1, ^bb4, ^bb5){{$}}
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb3, ^bb4{{$}}
// CHECK-NEXT: aie.use_lock(%cons, AcquireGreaterEqual, 1){{$}}
// CHECK-NEXT: aie.dma_bd(%ping : memref<64xi32>, 32, 32){{$}}
// CHECK-NEXT: aie.use_lock(%prod, Release, 1){{$}}
// CHECK-NEXT: aie.next_bd ^bb4{{$}}
// CHECK-NEXT: ^bb5:  // pred: ^bb3{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

// AIE1 tile DMA with binary locks.
aie.device(xcvc1902) {
  %t = aie.tile(3, 3)
  %buf = aie.buffer(%t) : memref<256xi32>
  %l = aie.lock(%t, 0)
  %m = aie.mem(%t) {
    %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%l, Acquire, 1)
    aie.dma_bd(%buf : memref<256xi32>, 0, 256)
    aie.use_lock(%l, Release, 0)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %tile_3_3 = aie.tile(3, 3){{$}}
// CHECK-NEXT: %buffer_3_3 = aie.buffer(%tile_3_3) : memref<256xi32>{{$}}
// CHECK-NEXT: %lock_3_3 = aie.lock(%tile_3_3, 0){{$}}
// CHECK-NEXT: %mem_3_3 = aie.mem(%tile_3_3) {
// CHECK-NEXT: %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb2){{$}}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1{{$}}
// CHECK-NEXT: aie.use_lock(%lock_3_3, Acquire, 1){{$}}
// CHECK-NEXT: aie.dma_bd(%buffer_3_3 : memref<256xi32>, 0, 256){{$}}
// CHECK-NEXT: aie.use_lock(%lock_3_3, Release, 0){{$}}
// CHECK-NEXT: aie.next_bd ^bb1{{$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
