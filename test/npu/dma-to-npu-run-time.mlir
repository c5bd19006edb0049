// A dma_memcpy_nd whose offsets, sizes or strides are values known only at
// run time (mlir-aie's dynamic BD lowering, packed since #3559): the BD's
// eight words in one aiex.npu.blockwrite_values, each word holding a
// run-time field computed with arith (the constant parts folded), a guard
// for each run-time value the BD may not hold, the address patch with the
// run-time byte offset, and the push with the run-time repeat.
// RUN: aiec --split-input-file --aie-dma-to-npu %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<4096xi32>, %arg1: i64, %arg2: i64)
// CHECK-NOT:  aiex.npu.blockwrite(
// The repeat count: the outer size minus one, if it is above 1.
// CHECK:      %[[N:.*]] = arith.trunci %arg1 : i64 to i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[NM1:.*]] = arith.subi %[[N]], %[[C1]] : i32
// CHECK-NEXT: %[[C1B:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[GT:.*]] = arith.cmpi sgt, %[[N]], %[[C1B]] : i32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[REP:.*]] = arith.select %[[GT]], %[[NM1]], %[[C0]] : i32
// CHECK-NEXT: aiex.npu.assert_bd_field(%[[REP]]) {max = 63 : i32} : i32
// The BD's eight words at BD 2 (0x1D040): constants here, the length first.
// CHECK-NEXT: %[[BD:.*]] = arith.constant 118848 : i32
// CHECK-NEXT: %[[LEN:.*]] = arith.constant 512 : i32
// CHECK:      aiex.npu.blockwrite_values(%[[BD]] : i32) values %[[LEN]],
// CHECK-SAME: : i32, i32, i32, i32, i32, i32, i32, i32
// The byte offset: the innermost offset times 4 bytes.
// CHECK-NEXT: %[[O:.*]] = arith.trunci %arg2 : i64 to i32
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[PLUS:.*]] = arith.muli %[[O]], %[[C4]] : i32
// CHECK-NEXT: aiex.npu.address_patch(%[[PLUS]] : i32) {addr = 118852 : ui32, arg_idx = 0 : i32}
// The push checks the repeat count against the queue's field again.
// CHECK:      %[[WIDE:.*]] = arith.extui %[[REP]] : i32 to i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA repeat count exceeds the task queue's [0:255] range (at most 256 executions)"
// CHECK-NEXT: %[[REP32:.*]] = arith.trunci %[[WIDE]] : i64 to i32
// CHECK:      %[[R:.*]] = arith.andi %[[REP32]], %{{.*}} : i32
// CHECK:      %[[RS:.*]] = arith.shli %[[R]], %{{.*}} : i32
// CHECK:      %[[Q:.*]] = arith.ori %{{.*}}, %[[RS]] : i32
// CHECK:      aiex.npu.write32(%{{.*}}, %[[Q]]) : i32, i32
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
// CHECK:      %[[S:.*]] = arith.trunci %arg1 : i64 to i32
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[BITS:.*]] = arith.muli %[[S]], %[[C16]] : i32
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %[[WORDS:.*]] = arith.divui %[[BITS]], %[[C32]] : i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[STEP:.*]] = arith.subi %[[WORDS]], %[[C1]] : i32
// CHECK-NEXT: aiex.npu.assert_bd_divisible(%[[S]]) {divisor = 2 : i32} : i32
// CHECK:      %[[MASK:.*]] = arith.constant 1048575 : i32
// CHECK-NEXT: %[[FIELD:.*]] = arith.andi %[[STEP]], %[[MASK]] : i32
// CHECK-NEXT: %[[WRAP:.*]] = arith.constant -2139095040 : i32
// CHECK-NEXT: %[[W4:.*]] = arith.ori %[[WRAP]], %[[FIELD]] : i32
// CHECK-NEXT: %[[BD:.*]] = arith.constant 118816 : i32
// CHECK:      aiex.npu.blockwrite_values(%[[BD]] : i32) values
// CHECK-SAME: , %[[W4]],
// CHECK-SAME: : i32, i32, i32, i32, i32, i32, i32, i32
// An S2MM push always issues a token.
// CHECK:      %[[Q:.*]] = arith.constant -2147483647 : i32
// CHECK-NEXT: aiex.npu.write32(%{{.*}}, %[[Q]]) : i32, i32
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @out(%t, S2MM, 1)
  aie.runtime_sequence(%a: memref<4096xi16>, %s: i64) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 2, 8, 16][0, 512, %s, 1]) {id = 1 : i64, metadata = @out} : memref<4096xi16>
  }
}
