// Legacy designs: aie ops directly in a module (no aie.device) are an
// xcvc1902 design and print back unchanged in structure.
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 --split-input-file %s | aiec --aie-syntax=2026-04 --split-input-file - | FileCheck %s

module {
  %t02 = aie.tile(0, 2)     // xcvc1902 has no mem tiles: row 1 and 2 are cores
  %t20 = aie.tile(2, 0)
  %t30 = aie.tile(3, 0)
  %t10 = aie.tile(1, 0)
  %l = aie.lock(%t02, 3)
  %b = aie.buffer(%t02) {sym_name = "b"} : memref<32xi32>
  aie.flow(%t20, DMA : 0, %t02, DMA : 0)
  %c = aie.core(%t02) {
    aie.use_lock(%l, Acquire, 1)
    aie.use_lock(%l, Release, 0)
    aie.end
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %shim_noc_tile_2_0 = aie.tile(2, 0){{$}}
// CHECK-NEXT: %shim_noc_tile_3_0 = aie.tile(3, 0){{$}}
// CHECK-NEXT: %shim_pl_tile_1_0 = aie.tile(1, 0){{$}}
// CHECK-NEXT: %lock_0_2 = aie.lock(%tile_0_2, 3){{$}}
// CHECK-NEXT: %b = aie.buffer(%tile_0_2) {sym_name = "b"} : memref<32xi32>{{$}}
// CHECK-NEXT: aie.flow(%shim_noc_tile_2_0, DMA : 0, %tile_0_2, DMA : 0){{$}}
// CHECK-NEXT: %core_0_2 = aie.core(%tile_0_2) {
// CHECK-NEXT: aie.use_lock(%lock_0_2, Acquire, 1){{$}}
// CHECK-NEXT: aie.use_lock(%lock_0_2, Release, 0){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

module @named_legacy {
  %t = aie.tile(7, 3)
  aie.switchbox(%t) {
    aie.connect<West : 0, Core : 1>
  }
}

// CHECK-LABEL: module @named_legacy {
// CHECK-NEXT: %tile_7_3 = aie.tile(7, 3){{$}}
// CHECK-NEXT: %switchbox_7_3 = aie.switchbox(%tile_7_3) {
// CHECK-NEXT: aie.connect<West : 0, Core : 1>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
