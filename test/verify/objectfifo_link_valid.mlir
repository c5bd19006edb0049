// Valid objectfifo links: a 1-to-1 link (also through a core tile), a join
// and a distribute on a MemTile with access patterns reaching exactly the
// last element of each part, outputs with equal repeat counts.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  %t23 = aie.tile(2, 3)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @in (%t10, {%t21}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @out (%t21, {%t12}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@in] -> [@out] ([] [])
  aie.objectfifo @cin (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @cout (%t13, {%t23}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo.link [@cin] -> [@cout] ([] [])
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.objectfifo.link [@in] -> [@out]([] [])
// CHECK: aie.objectfifo.link [@cin] -> [@cout]([] [])

// -----

// Join: output pattern's largest index 1 * 3 + 4 * 2 = 11, the last element
// of a 12-element input.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t23 = aie.tile(2, 3)
  %t21 = aie.tile(2, 1)
  aie.objectfifo @a (%t12, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @b (%t13, {%t21}, 2 : i32) : !aie.objectfifo<memref<12xi32>>
  aie.objectfifo @o (%t21 dimensionsToStream [<size = 3, stride = 4>, <size = 4, stride = 1>], {%t23}, 2 : i32) : !aie.objectfifo<memref<24xi32>>
  aie.objectfifo.link [@a, @b] -> [@o] ([0, 12] [])
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.objectfifo.link [@a, @b] -> [@o]([0, 12] [])

// -----

// Distribute: input pattern's largest index 16 * 7 + 15 = 127, the last
// element of a 128-element output; equal repeat counts.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t21 = aie.tile(2, 1)
  %t10 = aie.tile(1, 0)
  aie.objectfifo @i (%t10, {%t21 dimensionsFromStream [<size = 8, stride = 16>, <size = 16, stride = 1>]}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
  aie.objectfifo @o1 (%t21, {%t12}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<128xi32>>
  aie.objectfifo @o2 (%t21, {%t13}, 2 : i32) {repeat_count = 2 : i32} : !aie.objectfifo<memref<128xi32>>
  aie.objectfifo.link [@i] -> [@o1, @o2] ([] [0, 128])
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.objectfifo.link [@i] -> [@o1, @o2]([] [0, 128])
