// --aie-objectfifo-lower-dmas on tiles not placed yet: the BD chain of an
// endpoint on a logical tile goes into that tile's DMA program, of the kind
// its type names (an aie.memtile_dma for a MemTile, an aie.mem for a
// compute tile); placement comes later.
// RUN: aiec --aie-objectfifo-allocate --aie-objectfifo-lower-dmas %s | FileCheck %s
// RUN: aiec --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-place-tiles %s | FileCheck %s --check-prefix=PLACED

// PLACED: %[[M:.*]] = aie.tile(0, 1)
// PLACED: aie.memtile_dma(%[[M]])

// CHECK:      %[[M:.*]] = aie.logical_tile<MemTile>(?, ?)
// CHECK:      %[[C:.*]] = aie.logical_tile<CoreTile>(?, ?)
// CHECK:      aie.memtile_dma(%[[M]]) {
// CHECK-NEXT:   aie.dma_start(S2MM, 0, ^bb1, ^bb3)
// CHECK:        aie.use_lock(%p_prod_lock_0, AcquireGreaterEqual, %{{.*}})
// CHECK-NEXT:   aie.dma_bd(%p_buff_0 : memref<16xi32> offset = 0 len = 16)
// CHECK:        aie.use_lock(%p_cons_lock_0, Release, %{{.*}})
// CHECK:      aie.mem(%[[C]]) {
// CHECK-NEXT:   aie.dma_start(MM2S, 0, ^bb1, ^bb2)
// CHECK-NOT:  aie.objectfifo.dma_endpoint
module {
  aie.device(npu2) {
    %m = aie.logical_tile<MemTile>(?, ?)
    %c = aie.logical_tile<CoreTile>(?, ?)
    aie.objectfifo.pool @p(%m) {depth = 2 : i32} : memref<16xi32> {
      aie.objectfifo.segment @s {offset = 0 : i32, size = 16 : i32}
    }
    aie.objectfifo.dma_endpoint @in(%m) fills @p
    aie.objectfifo.dma_endpoint @out(%m) drains @p
    aie.objectfifo.pool @q(%c) {depth = 1 : i32} : memref<8xi32> {
      aie.objectfifo.segment @s {offset = 0 : i32, size = 8 : i32}
    }
    aie.objectfifo.dma_endpoint @send(%c) drains @q
  }
}
