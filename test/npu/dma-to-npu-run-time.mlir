// A dma_memcpy_nd whose offsets, sizes or strides are values known only at
// run time (mlir-aie's dynamic BD lowering, packed since #3559): the BD's
// eight words in one aiex.npu.blockwrite_values, each word holding a
// run-time field computed with arith (the constant parts folded), a
// cf.assert for each run-time value the BD or the host buffer may not hold, the address patch with the
// run-time byte offset, and the push with the run-time repeat.
// RUN: aiec --split-input-file --aie-dma-to-npu %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<4096xi32>, %arg1: i64, %arg2: i64)
// CHECK-NOT:  aiex.npu.blockwrite(
// A pure repeat (stride 0) of run-time count: no iteration guard, the
// repeat count's.
// CHECK:      %[[NM1:.*]] = arith.subi %arg1, %c1_i64 : i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA repeat count must be in [1:256]"
// CHECK-NOT:  [1:64]
// CHECK:      %[[BD:.*]] = arith.constant 118848 : i32
// CHECK-NEXT: %[[LEN:.*]] = arith.constant 512 : i32
// CHECK:      aiex.npu.blockwrite_values(%[[BD]] : i32) values %[[LEN]],
// CHECK-SAME: : i32, i32, i32, i32, i32, i32, i32, i32
// The run-time offset: within the host buffer, then 4 bytes an element.
// CHECK:      cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 4096-element host buffer"
// CHECK:      %[[PLUS:.*]] = arith.muli %arg2, %c4_i64 : i64
// CHECK-NEXT: aiex.npu.address_patch(%[[PLUS]] : i64) {addr = 118852 : ui32, arg_idx = 0 : i32}
// The push's repeat count, n - 1 where n > 1, guarded to the queue's field.
// CHECK:      cf.assert %{{.*}}, "a runtime DMA repeat count exceeds the task queue's [0:255] range (at most 256 executions)"
// CHECK:      aiex.npu.write32(%{{.*}}, %{{.*}}) : i32, i32

// The repeat count: the outer size minus one, if it is above 1.
// The BD's eight words at BD 2 (0x1D040): constants here, the length first.
// The byte offset: the innermost offset times 4 bytes.
// The push checks the repeat count against the queue's field again.
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<4096xi32>, %n: i64, %o: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, %o][%n, 4, 8, 16][0, 512, 32, 1]) {id = 2 : i64, metadata = @in} : memref<4096xi32>
  }
}

// -----

// A run-time stride of 16-bit elements: stepped in words (stride * 16 / 32,
// minus one) into word 4 beside its constant d1 wrap, and guarded to be a
// whole number of words (an even number of elements).
// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<4096xi16>, %arg1: i64)
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d1 stride must be in [1:2097152] when its size > 1"
// CHECK:      %[[REM:.*]] = arith.remui %arg1, %c2_i64 : i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d1 stride must be a multiple of 2 elements (whole 4-byte granules)"
// CHECK:      %[[BITS:.*]] = arith.muli %arg1, %c16_i64 : i64
// CHECK:      %[[WORDS:.*]] = arith.divui %[[BITS]], %c32_i64 : i64
// CHECK:      %[[STEP:.*]] = arith.subi %[[WORDS]], %c1_i64{{.*}} : i64
// CHECK-NEXT: %[[STEP32:.*]] = arith.trunci %[[STEP]] : i64 to i32
// CHECK:      %[[FIELD:.*]] = arith.andi %[[STEP32]], %c1048575_i32 : i32
// CHECK:      %[[W4:.*]] = arith.ori %[[FIELD]], %c-2139095040_i32 : i32
// CHECK:      aiex.npu.blockwrite_values(%c118816_i32 : i32) values %c128_i32, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %[[W4]],
// CHECK-SAME: : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK:      cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 4096-element host buffer"
// An S2MM push always issues a token.
// CHECK:      %[[Q:.*]] = arith.constant -2147483647 : i32
// CHECK-NEXT: aiex.npu.write32(%{{.*}}, %[[Q]]) : i32, i32
// An S2MM push always issues a token.
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @out(%t, S2MM, 1)
  aie.runtime_sequence(%a: memref<4096xi16>, %s: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 2, 8, 16][0, 512, %s, 1]) {id = 1 : i64, metadata = @out} : memref<4096xi16>
  }
}

// -----

// A run-time size of 8-bit elements in d0 (a strided walk): bounded by the
// 10-bit wrap in elements (1023 words of 4), and a whole number of words.
// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<1024xi8>, %arg1: i64)
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d0 size must be in [1:4092]"
// CHECK:      %[[R:.*]] = arith.remui %arg1, %c4_i64 : i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d0 size must be a multiple of 4 elements (whole 4-byte granules)"
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<1024xi8>, %n: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 4, %n][0, 0, 64, 1]) {id = 0 : i64, metadata = @in} : memref<1024xi8>
  }
}

// -----

// A run-time iteration count with a run-time stride: the iteration wrap
// (6 bits) holds it whenever the stride is positive.
// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<4096xi32>, %arg1: i64, %arg2: i64)
// CHECK:      %[[PURE:.*]] = arith.cmpi eq, %arg2, %c0_i64 : i64
// CHECK:      %[[FEW:.*]] = arith.cmpi ule, %{{.*}}, %c63_i64 : i64
// CHECK-NEXT: %[[OK:.*]] = arith.ori %[[PURE]], %[[FEW]] : i1
// CHECK-NEXT: cf.assert %[[OK]], "a runtime DMA iteration count must be in [1:64]"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA iteration stride must be in [0:1048576] when its size > 1"
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<4096xi32>, %r: i64, %s: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][%r, 1, 2, 16][%s, 0, 16, 1]) {id = 0 : i64, metadata = @in} : memref<4096xi32>
  }
}
