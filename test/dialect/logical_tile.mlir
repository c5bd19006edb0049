// Logical tiles: `?` for an unplaced coordinate, names as mlir-aie gives them.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

// CHECK-LABEL: aie.device(xcve2802) {
// CHECK-NEXT: %logical_core = aie.logical_tile<CoreTile>(?, ?){{$}}
// CHECK-NEXT: %logical_core_0 = aie.logical_tile<CoreTile>(2, ?){{$}}
// CHECK-NEXT: %logical_mem = aie.logical_tile<MemTile>(?, 1){{$}}
// CHECK-NEXT: %logical_shim_noc = aie.logical_tile<ShimNOCTile>(2, 0){{$}}
// CHECK-NEXT: %logical_shim_pl = aie.logical_tile<ShimPLTile>(?, ?){{$}}
// CHECK-NEXT: %logical_core_1 = aie.logical_tile<CoreTile>(?, ?) {allocation_scheme = "bank-aware"}{{$}}
aie.device(xcve2802) {
  %a = aie.logical_tile<CoreTile>(?, ?)
  %b = aie.logical_tile<"CoreTile">(2, ?)
  %c = aie.logical_tile<MemTile>(?, 0x1)
  %d = aie.logical_tile<ShimNOCTile>(2, 0)
  %e = aie.logical_tile<ShimPLTile>(?, ?)
  %f = aie.logical_tile<CoreTile>(?, ?) {allocation_scheme = "bank-aware"}
}
