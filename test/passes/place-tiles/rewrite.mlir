// How --aie-place-tiles rewrites the IR (a logical core never lands on a
// placed tile that has a core already): each logical tile becomes the
// aie.tile at its position — the device's own when it has one, else a new
// one at the top of the device (the last created first, as mlir-aie's
// TileOp::getOrCreate inserts them) — keeping its allocation_scheme; every
// use follows. A design without logical tiles comes out unchanged.
// RUN: aiec --split-input-file --aie-place-tiles %s | FileCheck %s
// RUN: aiec %S/../../../examples/passthrough/design.mlir > %t.before.mlir
// RUN: aiec %S/../../../examples/passthrough/design.mlir --aie-place-tiles > %t.after.mlir
// RUN: cmp %t.before.mlir %t.after.mlir

// CHECK-LABEL: @reuses_and_creates
// CHECK-NEXT: aie.device(npu1) {
// CHECK-NEXT: %mem_tile_0_1 = aie.tile(0, 1)
// CHECK-NEXT: %tile_0_3 = aie.tile(0, 3) {allocation_scheme = "bank-aware"}
// CHECK-NEXT: %shim_noc_tile_0_0 = aie.tile(0, 0)
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2)
// CHECK-NEXT: %buffer_0_2 = aie.buffer(%tile_0_2) : memref<8xi32>
// CHECK-NEXT: %core_0_2 = aie.core(%tile_0_2) {
// CHECK-NEXT: aie.end
// CHECK-NEXT: }
// CHECK-NEXT: aie.objectfifo @in(%shim_noc_tile_0_0, {%tile_0_3}, 2 : i32)
// CHECK-NEXT: aie.objectfifo @out(%tile_0_3, {%mem_tile_0_1}, 2 : i32)
// CHECK-NEXT: %core_0_3 = aie.core(%tile_0_3) {
module @reuses_and_creates {
  aie.device(npu1) {
    %placed = aie.tile(0, 2)
    %buf = aie.buffer(%placed) : memref<8xi32>
    aie.core(%placed) { aie.end }
    %shim = aie.logical_tile<ShimNOCTile>(?, ?)
    %core = aie.logical_tile<CoreTile>(?, ?) {allocation_scheme = "bank-aware"}
    %mem = aie.logical_tile<MemTile>(?, ?)
    aie.objectfifo @in(%shim, {%core}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%core, {%mem}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.core(%core) { aie.end }
  }
}

// -----

// A logical tile pinned where an aie.tile is written later in the device
// uses that tile, which moves up before the tile's uses.
// CHECK-LABEL: @pinned_on_a_written_tile
// CHECK-NEXT: aie.device(npu1) {
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3)
// CHECK-NEXT: %core_1_3 = aie.core(%tile_1_3) {
// CHECK-NOT: aie.tile
module @pinned_on_a_written_tile {
  aie.device(npu1) {
    %l = aie.logical_tile<CoreTile>(1, 3)
    aie.core(%l) { aie.end }
    %t = aie.tile(1, 3)
  }
}
