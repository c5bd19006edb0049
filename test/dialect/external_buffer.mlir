// Round trip of aie.external_buffer: named by its sym_name, numbered
// otherwise.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(xcvc1902) {
  %t = aie.tile(2, 0)
  %e0 = aie.external_buffer {sym_name = "ddr_in"} : memref<256xi32>
  %e1 = aie.external_buffer : memref<512xi16>
  %e2 = aie.external_buffer {address = 0x2000 : i64, sym_name = "ddr_out"} : memref<64xi64>
  %e3 = aie.external_buffer : memref<4xi32>
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcvc1902) {
// CHECK-NEXT: %shim_noc_tile_2_0 = aie.tile(2, 0){{$}}
// CHECK-NEXT: %ddr_in = aie.external_buffer {sym_name = "ddr_in"} : memref<256xi32>{{$}}
// CHECK-NEXT: %0 = aie.external_buffer : memref<512xi16>{{$}}
// CHECK-NEXT: %ddr_out = aie.external_buffer {address = 8192 : i64, sym_name = "ddr_out"} : memref<64xi64>{{$}}
// CHECK-NEXT: %1 = aie.external_buffer : memref<4xi32>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
