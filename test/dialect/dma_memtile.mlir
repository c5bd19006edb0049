// Round trip of a mem tile DMA: n-d BD layouts, padding, repeat counts.
// RUN: aiec --aie-syntax=2026-04 %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 - | FileCheck %s

aie.device(npu1) {
  %m = aie.tile(1, 1)
  %buf = aie.buffer(%m) {sym_name = "buf"} : memref<256xi32>
  %l0 = aie.lock(%m, 0) {init = 1 : i32}
  %l1 = aie.lock(%m, 1)
  %dma = aie.memtile_dma(%m) {
    aie.dma_start(MM2S, 0, ^a, ^b, repeat_count = 3)
  ^a:
    aie.use_lock(%l1, AcquireGreaterEqual, 1)
    aie.dma_bd(%buf : memref<256xi32>, 0, 256, [<size = 16, stride = 1>, <size = 16, stride = 16>])
    aie.use_lock(%l0, Release, 1)
    aie.next_bd ^a
  ^b:
    aie.dma_start(S2MM, 1, ^c, ^d, repeat_count = 0)
  ^c:
    aie.dma_bd(%buf : memref<256xi32>, 0, 240, [<size = 2, stride = 128>, <size = 4, stride = 8>, <size = 2, stride = 2>, <size = 8, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 2, const_pad_after = 2>], pad_value = 7)
    aie.next_bd ^e
  ^e:
    aie.dma_bd(%buf : memref<256xi32>, 0, 48, [<size = 2, stride = 128>], [<const_pad_before = 1, const_pad_after = 1>], pad_value = 0)
    aie.end
  ^d:
    aie.dma_start("MM2S", 4, ^f, ^end, repeat_count = 0x10)
  ^f:
    aie.dma_bd(%buf : memref<256xi32>, 128, 128) {bd_id = 24 : i32, next_bd_id = 24 : i32}
    aie.next_bd ^f
  ^end:
    aie.end
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %mem_tile_1_1 = aie.tile(1, 1){{$}}
// CHECK-NEXT: %buf = aie.buffer(%mem_tile_1_1) {sym_name = "buf"} : memref<256xi32>{{$}}
// CHECK-NEXT: %lock_1_1 = aie.lock(%mem_tile_1_1, 0) {init = 1 : i32}{{$}}
// CHECK-NEXT: %lock_1_1_0 = aie.lock(%mem_tile_1_1, 1){{$}}
// CHECK-NEXT: %memtile_dma_1_1 = aie.memtile_dma(%mem_tile_1_1) {
// CHECK-NEXT: %0 = aie.dma_start(MM2S, 0, ^bb1, ^bb2, repeat_count = 3){{$}}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1{{$}}
// CHECK-NEXT: aie.use_lock(%lock_1_1_0, AcquireGreaterEqual, 1){{$}}
// CHECK-NEXT: aie.dma_bd(%buf : memref<256xi32>, 0, 256, [<size = 16, stride = 1>, <size = 16, stride = 16>]){{$}}
// CHECK-NEXT: aie.use_lock(%lock_1_1, Release, 1){{$}}
// CHECK-NEXT: aie.next_bd ^bb1{{$}}
// CHECK-NEXT: ^bb2:  // pred: ^bb0{{$}}
// CHECK-NEXT: %1 = aie.dma_start(S2MM, 1, ^bb3, ^bb5){{$}}
// CHECK-NEXT: ^bb3:  // pred: ^bb2{{$}}
// CHECK-NEXT: aie.dma_bd(%buf : memref<256xi32>, 0, 240, [<size = 2, stride = 128>, <size = 4, stride = 8>, <size = 2, stride = 2>, <size = 8, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 0>, <const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 2, const_pad_after = 2>], pad_value = 7){{$}}
// CHECK-NEXT: aie.next_bd ^bb4{{$}}
// CHECK-NEXT: ^bb4:  // pred: ^bb3{{$}}
// CHECK-NEXT: aie.dma_bd(%buf : memref<256xi32>, 0, 48, [<size = 2, stride = 128>], [<const_pad_before = 1, const_pad_after = 1>]){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: ^bb5:  // pred: ^bb2{{$}}
// CHECK-NEXT: %2 = aie.dma_start(MM2S, 4, ^bb6, ^bb7, repeat_count = 16){{$}}
// CHECK-NEXT: ^bb6:  // 2 preds: ^bb5, ^bb6{{$}}
// CHECK-NEXT: aie.dma_bd(%buf : memref<256xi32>, 128, 128) {bd_id = 24 : i32, next_bd_id = 24 : i32}{{$}}
// CHECK-NEXT: aie.next_bd ^bb6{{$}}
// CHECK-NEXT: ^bb7:  // pred: ^bb5{{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
