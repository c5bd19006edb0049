// The SA placer's errors: a logical tile with no physical tile left for it
// (mlir-aie's message; for a pinned core, the one every placer gives), and
// an unpinned PL shim, which it does not place.

// RUN: not aiec --split-input-file --aie-place-tiles='placer=sa_placer sa-seed=5' %s 2>&1 | FileCheck %s

// Five cores on one column of four core tiles: the last is left over.
// CHECK: sa_errors.mlir:[[@LINE+8]]:3: error: no available physical tile for placement
// CHECK-NEXT: %c4 = aie.logical_tile<CoreTile>(?, ?)
// CHECK: help: 4 of the 4 core tiles of `npu1_1col` hold other logical tiles; pin fewer tiles, or use a larger device
aie.device(npu1_1col) {
  %c0 = aie.logical_tile<CoreTile>(?, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  %c3 = aie.logical_tile<CoreTile>(?, ?)
  %c4 = aie.logical_tile<CoreTile>(?, ?)
}

// -----

// A pinned core takes (2, 3); three more pinned to column 2 fill it, and
// the fourth of those finds no tile there: the sequential placer's words,
// as every placer gives them for a pin (pins.mlir).
// CHECK: sa_errors.mlir:[[@LINE+7]]:3: error: no compute tile available matching constraint (2, ?)
// CHECK: help: 4 of the 4 core tiles of `npu1` at (2, ?) hold other logical tiles
aie.device(npu1) {
  %pinned = aie.logical_tile<CoreTile>(2, 3)
  %a = aie.logical_tile<CoreTile>(2, ?)
  %b = aie.logical_tile<CoreTile>(2, ?)
  %c = aie.logical_tile<CoreTile>(2, ?)
  %d = aie.logical_tile<CoreTile>(2, ?)
}

// -----

// A memory tile pinned to row 0, where there is none.
// CHECK: sa_errors.mlir:[[@LINE+3]]:3: error: no available physical tile for placement
// CHECK: help: `npu2` has no MemTile at (?, 0): its MemTiles are in row 1, columns 0-7
aie.device(npu2) {
  %m = aie.logical_tile<MemTile>(?, 0)
}

// -----

// CHECK: sa_errors.mlir:[[@LINE+3]]:3: error: no placement found for logical tile
// CHECK: help: sa_placer places PL shims only where they are pinned
aie.device(xcvc1902) {
  %pl = aie.logical_tile<ShimPLTile>(?, ?)
  %pinned = aie.logical_tile<ShimPLTile>(0, 0)
}
