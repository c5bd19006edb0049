// memref view ops as mlir-opt prints them: subview with static and
// dynamic offsets (strided result layouts with `offset: ?`), rank-reducing
// subviews, reinterpret_cast, cast, collapse_shape, expand_shape with
// output_shape, assume_alignment and copy (a zero offset along a dynamic
// stride adds nothing to the offset: MLIR's saturated arithmetic); a runtime sequence may slice its
// arguments.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<1x4x4x4xi32, 2 : i32>
  %flat = aie.buffer(%t) {sym_name = "flat"} : memref<16xi32>
  %core = aie.core(%t) {
    %c1 = arith.constant 1 : index
    %s = memref.subview %buf[0, %c1, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : memref<1x4x4x4xi32, 2 : i32> to memref<1x1x4x4xi32, strided<[64, 16, 4, 1], offset: ?>, 2 : i32>
    %r = memref.subview %buf[0, 2, 1, 0] [1, 1, 1, 4] [1, 1, 1, 1] : memref<1x4x4x4xi32, 2 : i32> to memref<4xi32, strided<[1], offset: 36>, 2 : i32>
    %v = memref.reinterpret_cast %flat to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xi32> to memref<4x4xi32>
    %c = memref.collapse_shape %v [[0, 1]] : memref<4x4xi32> into memref<16xi32>
    %e = memref.expand_shape %flat [[0, 1]] output_shape [2, 8] : memref<16xi32> into memref<2x8xi32>
    %d = memref.cast %flat : memref<16xi32> to memref<?xi32>
    %ds = memref.reinterpret_cast %flat to offset: [0], sizes: [4, 4], strides: [%c1, 1] : memref<16xi32> to memref<4x4xi32, strided<[?, 1]>>
    %z = memref.subview %ds[0, 1] [2, 2] [1, 1] : memref<4x4xi32, strided<[?, 1]>> to memref<2x2xi32, strided<[?, 1], offset: 1>>
    memref.copy %c, %flat : memref<16xi32> to memref<16xi32>
    aie.end
  }
  aie.runtime_sequence(%arg0: memref<1024xi32>) {
    memref.assume_alignment %arg0, 64 : memref<1024xi32>
    %sub = memref.subview %arg0[128] [256] [1] : memref<1024xi32> to memref<256xi32, strided<[1], offset: 128>>
  }
}

// CHECK: %[[S:.*]] = memref.subview %buf[0, %c1, 0, 0] [1, 1, 4, 4] [1, 1, 1, 1] : memref<1x4x4x4xi32, 2 : i32> to memref<1x1x4x4xi32, strided<[64, 16, 4, 1], offset: ?>, 2 : i32>
// CHECK-NEXT: memref.subview %buf[0, 2, 1, 0] [1, 1, 1, 4] [1, 1, 1, 1] : memref<1x4x4x4xi32, 2 : i32> to memref<4xi32, strided<[1], offset: 36>, 2 : i32>
// CHECK-NEXT: %[[V:.*]] = memref.reinterpret_cast %flat to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xi32> to memref<4x4xi32>
// CHECK-NEXT: %[[C:.*]] = memref.collapse_shape %[[V]] {{\[\[}}0, 1]] : memref<4x4xi32> into memref<16xi32>
// CHECK-NEXT: memref.expand_shape %flat {{\[\[}}0, 1]] output_shape [2, 8] : memref<16xi32> into memref<2x8xi32>
// CHECK-NEXT: memref.cast %flat : memref<16xi32> to memref<?xi32>
// CHECK-NEXT: %[[D:.*]] = memref.reinterpret_cast %flat to offset: [0], sizes: [4, 4], strides: [%c1, 1] : memref<16xi32> to memref<4x4xi32, strided<[?, 1]>>
// CHECK-NEXT: memref.subview %[[D]][0, 1] [2, 2] [1, 1] : memref<4x4xi32, strided<[?, 1]>> to memref<2x2xi32, strided<[?, 1], offset: 1>>
// CHECK-NEXT: memref.copy %[[C]], %flat : memref<16xi32> to memref<16xi32>
// CHECK: aie.runtime_sequence(%arg0: memref<1024xi32>) {
// CHECK-NEXT: memref.assume_alignment %arg0, 64 : memref<1024xi32>
// CHECK-NEXT: memref.subview %arg0[128] [256] [1] : memref<1024xi32> to memref<256xi32, strided<[1], offset: 128>>
