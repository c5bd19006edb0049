// Verifier errors of aie.logical_tile (aie-passes.md §3.1, mlir-aie's
// logical_tile_op_bad.mlir): the declared tile type must exist on the device
// and match the tile at the given coordinates, given coordinates are bounded
// as for aie.tile, and shim tiles have no allocation scheme.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// AIE1 has no MemTiles.
aie.device(xcvc1902) {
  // CHECK: {{^}}{{.*}}logical_tile.mlir:[[@LINE+5]]:3: error: 'aie.logical_tile' op tile type 'MemTile' does not exist on the target device{{$}}
  // CHECK-NEXT: {{^}}  %t = aie.logical_tile<MemTile>(?, ?){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: `xcvc1902` has tiles of type CoreTile, ShimNOCTile, ShimPLTile{{$}}
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
  // CHECK: error: 'aie.logical_tile' op declared logical tile type does not match the tile type at coordinates (0, 0)
  // CHECK: help: tile (0, 0) of `npu2` is a shim NOC tile (`ShimNOCTile`)
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

// -----

aie.device(xcve2302) {
  // expected-error@+1 {{'aie.logical_tile' op Shim tiles cannot have an allocation scheme}}
  %t = aie.logical_tile<ShimPLTile>(?, ?) {allocation_scheme = "bank-aware"}
}

// -----

// The column and row bounds come before the tile type, as in mlir-aie.
aie.device(xcvc1902) {
  // expected-error@+1 {{'aie.logical_tile' op column index (50) must be less than the number of columns in the device (50)}}
  %t = aie.logical_tile<MemTile>(50, ?)
}

// -----

// The coordinates' attribute constraints are those of aie.tile.
aie.device(npu1) {
  // expected-error@+1 {{'aie.logical_tile' op attribute 'row' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %t = "aie.logical_tile"() {tile_type = 0 : i32, row = -1 : i32} : () -> index
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{'aie.logical_tile' op requires attribute 'tile_type'}}
  %t = "aie.logical_tile"() {row = 1 : i32} : () -> index
}
