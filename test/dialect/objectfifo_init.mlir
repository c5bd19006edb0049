// Objectfifo initial values: one dense value per element, printed with its
// type, as mlir-aie prints them.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(xcve2302) {
  %p = aie.tile(1, 2)
  %c = aie.tile(2, 3)
  aie.objectfifo @of0(%p, {%c}, 3 : i32) : !aie.objectfifo<memref<2x2xi32>> = [dense<[[0, 1], [2, 3]]> : memref<2x2xi32>,
                                                                                 dense<[[4, 5], [6, 7]]> : memref<2x2xi32>,
                                                                                 dense<[[8, 9], [10, 11]]> : memref<2x2xi32>]
  aie.objectfifo @of1(%p, {%c}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<4xi32>> = [dense<[0, 1, 2, 3]> : memref<4xi32>, dense<7> : memref<4xi32>]
}

// CHECK: module {
// CHECK-LABEL: aie.device(xcve2302) {
// CHECK-NEXT: %tile_1_2 = aie.tile(1, 2){{$}}
// CHECK-NEXT: %tile_2_3 = aie.tile(2, 3){{$}}
// CHECK-NEXT: aie.objectfifo @of0(%tile_1_2, {%tile_2_3}, 3 : i32) : !aie.objectfifo<memref<2x2xi32>> = [dense<{{\[\[}}0, 1], [2, 3]]> : memref<2x2xi32>, dense<{{\[\[}}4, 5], [6, 7]]> : memref<2x2xi32>, dense<{{\[\[}}8, 9], [10, 11]]> : memref<2x2xi32>]{{$}}
// CHECK-NEXT: aie.objectfifo @of1(%tile_1_2, {%tile_2_3}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<4xi32>> = [dense<[0, 1, 2, 3]> : memref<4xi32>, dense<7> : memref<4xi32>]{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
