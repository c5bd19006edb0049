// Type and attribute aliases of the input are expanded where they are used;
// MLIR's own aliases (affine maps as #map) are emitted at the top.
// RUN: aiec --split-input-file %s | FileCheck %s
// RUN: aiec --split-input-file %s | aiec --split-input-file - | FileCheck %s

!elem = i32
!buf_t = memref<16x!elem>
!fifo = !aie.objectfifo<!buf_t>
#init = 2 : i32
#name = "lk"
aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  %buf = aie.buffer(%a) : !buf_t
  %l = aie.lock(%a, 0) {init = #init, sym_name = #name}
  aie.objectfifo @of(%a, {%b}, 2 : i32) : !fifo
  %c = aie.core(%b) {
    %sv = aie.objectfifo.acquire @of(Consume, 1) : !aie.objectfifosubview<!buf_t>
    %e = aie.objectfifo.subview.access %sv[0] : !aie.objectfifosubview<!buf_t> -> !buf_t
    aie.objectfifo.release @of(Consume, 1)
    aie.end
  }
}

// CHECK-NOT: !elem
// CHECK-NOT: #init
// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: %buffer_1_2 = aie.buffer(%tile_1_2) : memref<16xi32>{{$}}
// CHECK-NEXT: %lk = aie.lock(%tile_1_2, 0) {init = 2 : i32, sym_name = "lk"}{{$}}
// CHECK-NEXT: aie.objectfifo @of(%tile_1_2, {%tile_1_3}, 2 : i32) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: %core_1_3 = aie.core(%tile_1_3) {
// CHECK-NEXT: %0 = aie.objectfifo.acquire @of(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>{{$}}
// CHECK-NEXT: %1 = aie.objectfifo.subview.access %0[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>{{$}}
// CHECK-NEXT: aie.objectfifo.release @of(Consume, 1){{$}}
// CHECK-NEXT: aie.end{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}

// -----

#id = affine_map<(d0, d1) -> (d1, d0)>
func.func @maps(%m: memref<4x4xf32>) attributes {perm = #id, other = affine_map<(d0) -> (d0 * 2)>} {
  return
}

// The affine maps get MLIR's aliases, numbered in order of first use (the
// attribute dictionary is printed sorted).
// CHECK-LABEL: #map = affine_map<(d0) -> (d0 * 2)>{{$}}
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>{{$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @maps(%arg0: memref<4x4xf32>) attributes {other = #map, perm = #map1} {
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
