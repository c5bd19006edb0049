// Designs the sequential placer cannot place: each error is at the logical
// tile, in mlir-aie's words, with its notes and a help line.
// RUN: not aiec --split-input-file --aie-place-tiles %s 2>&1 | FileCheck %s

// Five cores, four core tiles.
aie.device(npu1_1col) {
  %a = aie.logical_tile<CoreTile>(?, ?)
  %b = aie.logical_tile<CoreTile>(?, ?)
  %c = aie.logical_tile<CoreTile>(?, ?)
  %d = aie.logical_tile<CoreTile>(?, ?)
  // CHECK: errors.mlir:[[@LINE+2]]:3: error: no available compute tiles for placement{{$}}
  // CHECK: help: 0 core tile(s) of `npu1_1col` are still free; pin fewer tiles, or use a larger device
  %e = aie.logical_tile<CoreTile>(?, ?)
}

// -----

// Row 5 of a one-column device holds one core.
aie.device(npu1_1col) {
  %a = aie.logical_tile<CoreTile>(0, 5)
  // CHECK: error: no compute tile available matching constraint (?, 5){{$}}
  %b = aie.logical_tile<CoreTile>(?, 5)
}

// -----

// Three fifos into one core that has two S2MM channels; the placer chose
// the tile (a core with demand prefers one with two core neighbours).
aie.device(npu1) {
  %s1 = aie.logical_tile<ShimNOCTile>(?, ?)
  %s2 = aie.logical_tile<ShimNOCTile>(?, ?)
  %m = aie.logical_tile<MemTile>(?, ?)
  // CHECK: error: tile (0, 3) requires 3 input/0 output DMA channels, but only 2 input/2 output available{{$}}
  // CHECK: help: each fifo end and DMA flow end takes a DMA channel of its tile
  // CHECK: note: placer selected this tile; to fix, pin this LTO to a tile with more spare DMA capacity
  %c = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @a(%s1, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @b(%s2, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @x(%m, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

// A pinned shim with three DMA flows out (distinct channels count once each).
aie.device(npu1) {
  // CHECK: error: tile (1, 0) requires 0 input/3 output DMA channels, but only 2 input/2 output available{{$}}
  // CHECK-NOT: placer selected
  %s = aie.logical_tile<ShimNOCTile>(1, 0)
  %a = aie.tile(1, 2)
  aie.flow(%s, DMA : 0, %a, DMA : 0)
  aie.flow(%s, DMA : 1, %a, DMA : 1)
  aie.flow(%s, DMA : 2, %a, North : 0)
  aie.flow(%s, DMA : 0, %a, North : 1)
}

// -----

// Seven memory tiles' fifos into the four cores of one column: the one
// memory tile has six MM2S channels, and the last memory tile finds none
// on the device.
aie.device(npu1_1col) {
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  %c4 = aie.logical_tile<CoreTile>(?, ?)
  %m1 = aie.logical_tile<MemTile>(?, ?)
  %m2 = aie.logical_tile<MemTile>(?, ?)
  %m3 = aie.logical_tile<MemTile>(?, ?)
  %m4 = aie.logical_tile<MemTile>(?, ?)
  %m5 = aie.logical_tile<MemTile>(?, ?)
  %m6 = aie.logical_tile<MemTile>(?, ?)
  // CHECK: errors.mlir:[[@LINE+3]]:3: error: no MemTile on the device has 0 input/1 output DMA channel(s) free: all 1 MemTile(s) are at 0/6 input, 6/6 output channels used{{$}}
  // CHECK: help: `npu1_1col` has 1 MemTile(s); a larger device has more
  // CHECK: note: this is the device's total MemTile DMA budget, not a placement choice
  %m7 = aie.logical_tile<MemTile>(?, ?)
  aie.objectfifo @f1(%m1, {%c1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @f2(%m2, {%c1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @f3(%m3, {%c2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @f4(%m4, {%c2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @f5(%m5, {%c3}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @f6(%m6, {%c3}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @f7(%m7, {%c4}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

// A pinned cascade that runs north: the destination must be south or east.
aie.device(npu1) {
  // CHECK: error: tile (2, 4) violates cascade adjacency{{$}}
  // CHECK: note: cascade source peer placed at (2, 3)
  // CHECK: note: cascade adjacency requires the destination tile to be one row South or one column East of the source tile
  %dst = aie.logical_tile<CoreTile>(2, 4)
  %src = aie.logical_tile<CoreTile>(2, 3)
  aie.cascade_flow(%src, %dst)
}

// -----

// A core pinned to column 3 cannot share memory with a buffer's owner on (1, 3).
aie.device(npu1) {
  %owner = aie.logical_tile<CoreTile>(1, 3)
  %buf = aie.buffer(%owner) : memref<16xi32>
  // CHECK: error: no compute tile available matching constraint (3, ?) and shared-L1 buffer adjacency{{$}}
  // CHECK: note: shared-L1 buffer owner peer placed at (1, 3)
  %user = aie.logical_tile<CoreTile>(3, ?)
  aie.core(%user) {
    %c0 = arith.constant 0 : index
    %v = memref.load %buf[%c0] : memref<16xi32>
    aie.end
  }
}

// -----

// A PL shim has no DMA for the placer to count: it must be pinned.
aie.device(xcvc1902) {
  // CHECK: error: DMA channel-based SequentialPlacer does not support unplaced ShimPLTiles (no DMAs).
  %pl = aie.logical_tile<ShimPLTile>(?, ?)
}

// -----

// Without merging, a shim whose column's shim holds another logical shim
// finds no shim of its own, though channels are left.
// RUN: not aiec --split-input-file --aie-place-tiles="merge-logical-tiles=false" %s 2>&1 | FileCheck %s --check-prefix=NOMERGE
// NOMERGE: error: no ShimNOCTile has sufficient DMA capacity for 0 input/1 output channels near centroid column 0{{$}}
// NOMERGE: help: merge-logical-tiles=false gives each logical tile a physical tile of its own
// NOMERGE: note: every ShimNOCTile with spare DMA capacity already hosts a different logical tile (merge-logical-tiles is off)
// NOMERGE: note: to fix, pin this ShimNOCTile to a column whose ShimNOCTile no other logical tile takes
aie.device(npu1_1col) {
  %s1 = aie.logical_tile<ShimNOCTile>(?, ?)
  %s2 = aie.logical_tile<ShimNOCTile>(?, ?)
  %c = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @a(%s1, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @b(%s2, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}
