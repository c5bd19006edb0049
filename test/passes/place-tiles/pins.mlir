// Pins are kept by every placer, and a pin that cannot be kept is the same
// error, at the logical tile with a help line, whichever placer runs: its
// legality is written once (passes/src/place/legal.rs) and every placement
// is checked against it.

// RUN: aiec --split-input-file --aie-place-tiles %S/Inputs/partly-pinned.mlir | FileCheck %s --check-prefix=KEPT
// RUN: aiec --split-input-file --aie-place-tiles='placer=sa_placer' %S/Inputs/partly-pinned.mlir | FileCheck %s --check-prefix=KEPT
// RUN: not aiec --split-input-file --aie-place-tiles %s 2>&1 | FileCheck %s
// RUN: not aiec --split-input-file --aie-place-tiles='placer=sa_placer sa-seed=3' %s 2>&1 | FileCheck %s

// A memory tile pinned to row 2 of the two memory tile rows, and a shim
// pinned to a column its flows do not prefer.
// KEPT: aie.device(xcve2802)
// KEPT-DAG: aie.tile({{[0-9]+}}, 2)
// KEPT-DAG: aie.tile(6, 0)
// KEPT-NOT: aie.tile({{[0-9]+}}, 1)

// Two shims pinned to column 0, each sending two fifos: column 0's shim has
// two MM2S channels, so the second is short of two.
aie.device(npu1) {
  %s1 = aie.logical_tile<ShimNOCTile>(0, ?)
  // CHECK: pins.mlir:[[@LINE+2]]:3: error: tile (0, 0) requires 0 input/2 output DMA channels, but only 2 input/0 output available{{$}}
  // CHECK: help: each fifo end and DMA flow end takes a DMA channel of its tile; fifos between neighbouring cores take none
  %s2 = aie.logical_tile<ShimNOCTile>(0, ?)
  %c1 = aie.logical_tile<CoreTile>(?, ?)
  %c2 = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @a(%s1, {%c1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @b(%s1, {%c2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @c(%s2, {%c1}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @d(%s2, {%c2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

// A memory tile pinned to a row without memory tiles.
aie.device(npu1) {
  // CHECK: pins.mlir:[[@LINE+2]]:3: error: no available physical tile for placement{{$}}
  // CHECK: help: `npu1` has no MemTile at (?, 4): its MemTiles are in row 1, columns 0-3
  %m = aie.logical_tile<MemTile>(?, 4)
  %c = aie.logical_tile<CoreTile>(?, ?)
  aie.objectfifo @a(%m, {%c}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

// A shim pinned to a column whose row-0 tile is a PL shim.
aie.device(xcvc1902) {
  // CHECK: pins.mlir:[[@LINE+2]]:3: error: no available physical tile for placement{{$}}
  // CHECK: help: `xcvc1902` has no ShimNOCTile at (0, ?): its ShimNOCTiles are in row 0, columns 2-3, 6-7, 10-11, 18-19, 26-27, 34-35, 42-43, 46-47
  %s = aie.logical_tile<ShimNOCTile>(0, ?)
}

// -----

// Five cores pinned to column 2, which has four core tiles.
aie.device(npu1) {
  %pinned = aie.logical_tile<CoreTile>(2, 3)
  %a = aie.logical_tile<CoreTile>(2, ?)
  %b = aie.logical_tile<CoreTile>(2, ?)
  %c = aie.logical_tile<CoreTile>(2, ?)
  // CHECK: pins.mlir:[[@LINE+2]]:3: error: no compute tile available matching constraint (2, ?){{$}}
  // CHECK: help: 4 of the 4 core tiles of `npu1` at (2, ?) hold other logical tiles; pin fewer tiles, or use a larger device
  %d = aie.logical_tile<CoreTile>(2, ?)
}

// -----

// Two cores pinned to one tile: the verifier's error, before any placer
// runs.
aie.device(npu1) {
  %a = aie.logical_tile<CoreTile>(1, 3)
  %b = aie.logical_tile<CoreTile>(1, 3)
  aie.core(%a) { aie.end }
  // CHECK: pins.mlir:[[@LINE+2]]:3: error: 'aie.core' op tile (1, 3) already has a core; each compute tile can host only one core{{$}}
  // CHECK: note: the other core is here
  aie.core(%b) { aie.end }
}

// -----

// A core pinned where a placed tile's core is.
aie.device(npu1) {
  %t = aie.tile(1, 3)
  aie.core(%t) { aie.end }
  %a = aie.logical_tile<CoreTile>(1, 3)
  // CHECK: pins.mlir:[[@LINE+2]]:3: error: 'aie.core' op tile (1, 3) already has a core; each compute tile can host only one core{{$}}
  // CHECK: note: the other core is here
  aie.core(%a) { aie.end }
}
