// Objectfifo depths: one depth for all, or one per tile (producer first).
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(xcve2802) {
  %p = aie.tile(1, 3)
  %c0 = aie.tile(1, 4)
  %c1 = aie.tile(3, 3)
  %c2 = aie.tile(3, 4)
  aie.objectfifo @one(%p, {%c0}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @per_tile(%p, {%c0, %c1, %c2}, [2, 3, 4, 5]) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @spaced(%p, {%c1}, [ 0x2 , 2 ]) : !aie.objectfifo<memref<16xi32>>
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcve2802) {
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: %tile_1_4 = aie.tile(1, 4){{$}}
// CHECK-NEXT: %tile_3_3 = aie.tile(3, 3){{$}}
// CHECK-NEXT: %tile_3_4 = aie.tile(3, 4){{$}}
// CHECK-NEXT: aie.objectfifo @one(%tile_1_3, {%tile_1_4}, 1 : i32) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @per_tile(%tile_1_3, {%tile_1_4, %tile_3_3, %tile_3_4}, [2, 3, 4, 5]) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: aie.objectfifo @spaced(%tile_1_3, {%tile_3_3}, [2, 2]) : !aie.objectfifo<memref<16xi32>>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
