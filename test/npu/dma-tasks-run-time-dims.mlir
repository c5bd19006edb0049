// A DMA task whose BD has sizes or strides known only at run time (mlir-aie's
// dynamic BD on the task path): the BD's constant fields as a writebd (the
// template, length 0), then write32s of the words holding the length, the
// wraps and steps and the iteration, computed with arith; a guard for a
// run-time d1 wrap. Only a shim NOC tile's BD takes such values.
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<8192xi32>, %arg1: i64)
// CHECK:      aiex.npu.writebd {bd_id = 3 : i32, buffer_length = 0 : i32
// CHECK:      %[[N:.*]] = arith.trunci %arg1 : i64 to i32
// CHECK:      aiex.npu.assert_bd_field(%[[N]]) {max = 1023 : i32} : i32
// The length: 512 words.
// CHECK:      %[[A0:.*]] = arith.constant 118880 : i32
// CHECK-NEXT: %[[L:.*]] = arith.constant 512 : i32
// CHECK-NEXT: aiex.npu.write32(%[[A0]], %[[L]]) : i32, i32
// Word 4: the burst length bits and the run-time d1 wrap at bit 20.
// CHECK:      %[[M:.*]] = arith.constant 1023 : i32
// CHECK-NEXT: %[[F:.*]] = arith.andi %[[N]], %[[M]] : i32
// CHECK-NEXT: %[[C20:.*]] = arith.constant 20 : i32
// CHECK-NEXT: %[[S:.*]] = arith.shli %[[F]], %[[C20]] : i32
// CHECK:      %[[A4:.*]] = arith.constant 118896 : i32
// CHECK-NEXT: aiex.npu.write32(%[[A4]], %{{.*}}) : i32, i32
// CHECK:      aiex.npu.address_patch
// CHECK:      aiex.npu.push_queue(0, 0, MM2S : 0)
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8192xi32>, %n: i64) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%a : memref<8192xi32> offset = 0 len = 512 sizes = [2, %n, 32] strides = [1024, 64, 1]) {bd_id = 3 : i32}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 1)
  %b = aie.buffer(%t) {address = 0 : i32} : memref<256xi32>
  aie.runtime_sequence(%n: i64) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op runtime-valued BD size/stride/len/bd_id is only supported on shim NOC tiles; use compile-time constants on other tiles.}}
      aie.dma_bd(%b : memref<256xi32> offset = 0 len = 64 sizes = [%n, 16] strides = [16, 1]) {bd_id = 0 : i32}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}
