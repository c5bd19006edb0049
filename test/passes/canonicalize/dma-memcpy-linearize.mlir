// --canonicalize gives a contiguous aiex.npu.dma_memcpy_nd its linear form,
// as mlir-aie's canonicalization does since August 2026: when the low three
// dimensions are a row-major scan (innermost stride 1, each outer stride the
// product of the inner sizes, a size-1 dimension's stride free) and every
// entry is a constant (literal or arith.constant), the sizes become
// [s3, 1, 1, N] and the strides [t3, 0, 0, 1], the low offsets one element
// index; the repeat dimension is kept. Other transfers are left as written.
// RUN: aiec --canonicalize %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence
// A 2-D image, 61 rows of 56 bytes:
// CHECK:         aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 3416][0, 0, 0, 1]) {id = 0 : i64, metadata = @a}
// Entries as SSA constants, starting at row 1 (element 64), repeated twice:
// CHECK-NEXT:    aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 64][2, 1, 1, 192][0, 0, 0, 1]) {id = 1 : i64, metadata = @a}
// Half rows are not contiguous:
// CHECK-NEXT:    aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][2, 1, 4, 32][0, 0, 64, 1]) {id = 2 : i64, metadata = @a}
// Already linear:
// CHECK-NEXT:    aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 3 : i64, metadata = @a}
// A run-time size stays:
// CHECK-NEXT:    aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, %arg2, 64][0, 0, 64, 1]) {id = 4 : i64, metadata = @a}
// CHECK-NOT:     arith.constant
module {
  aie.device(npu1) {
    %t = aie.tile(0, 0)
    aie.shim_dma_allocation @a(%t, MM2S, 0)
    aie.runtime_sequence(%x: memref<61x56xi8>, %y: memref<4x64xi32>, %n: i64) {
      %c0 = arith.constant 0 : i64
      %c1 = arith.constant 1 : i64
      %c2 = arith.constant 2 : i64
      %c3 = arith.constant 3 : i64
      %c64 = arith.constant 64 : i64
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 61, 56][0, 0, 56, 1]) {id = 0 : i64, metadata = @a} : memref<61x56xi8>
      aiex.npu.dma_memcpy_nd(%y[%c0, %c0, %c1, %c0][%c2, %c1, %c3, %c64][%c0, %c0, %c64, %c1]) {id = 1 : i64, metadata = @a} : memref<4x64xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][2, 1, 4, 32][0, 0, 64, 1]) {id = 2 : i64, metadata = @a} : memref<4x64xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 3 : i64, metadata = @a} : memref<4x64xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, %n, 64][0, 0, 64, 1]) {id = 4 : i64, metadata = @a} : memref<4x64xi32>
    }
  }
}
