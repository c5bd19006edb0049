// KNOWN GAP: aiec does not verify aie.logical_tile (aie-passes.md §3.1). The
// expectations are mlir-aie's; remove the XFAIL line once the verifier
// implements them.
// XFAIL: *
// RUN: aiec --split-input-file --verify-diagnostics %s

// AIE1 has no MemTiles.
aie.device(xcvc1902) {
  // expected-error@+1 {{tile type 'MemTile' does not exist on the target device}}
  %t = aie.logical_tile<MemTile>(?, ?)
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{tile type 'ShimPLTile' does not exist on the target device}}
  %t = aie.logical_tile<ShimPLTile>(?, ?)
}

// -----

aie.device(npu2) {
  // expected-error@+1 {{declared logical tile type does not match the tile type at coordinates (0, 0)}}
  %t = aie.logical_tile<CoreTile>(0, 0)
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{declared logical tile type does not match the tile type at coordinates (1, 2)}}
  %t = aie.logical_tile<MemTile>(1, 2)
}

// -----

// Coordinates and allocation schemes are checked as for aie.tile (mlir-aie's
// logical_tile_op_bad.mlir).
aie.device(npu2) {
  // expected-error@+1 {{'aie.logical_tile' op column index (100) must be less than the number of columns in the device (8)}}
  %t = aie.logical_tile<CoreTile>(100, ?)
}

// -----

aie.device(npu2) {
  // expected-error@+1 {{'aie.logical_tile' op row index (100) must be less than the number of rows in the device (6)}}
  %t = aie.logical_tile<CoreTile>(?, 100)
}

// -----

aie.device(npu2) {
  // expected-error@+1 {{'aie.logical_tile' op Shim tiles cannot have an allocation scheme}}
  %t = aie.logical_tile<ShimNOCTile>(0, 0) {allocation_scheme = "basic-sequential"}
}
