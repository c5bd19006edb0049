// A DMA task whose BD has sizes or strides known only at run time (mlir-aie's
// dynamic BD on the task path, since #3559): the BD's eight words in one
// aiex.npu.blockwrite_values, its constant fields as constants and the
// words holding the wraps and steps computed with arith; a guard for a
// run-time d1 wrap; then the address patch (mem and compute tiles:
// dma-tasks-run-time-tiles.mlir).
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<8192xi32>, %arg1: i64)
// CHECK-NOT:  aiex.npu.writebd
// CHECK:      %[[N:.*]] = arith.trunci %arg1 : i64 to i32
// CHECK:      aiex.npu.assert_bd_field(%[[N]]) {max = 1023 : i32} : i32
// Word 4: the burst length bits and the run-time d1 wrap at bit 20.
// CHECK:      %[[M:.*]] = arith.constant 1023 : i32
// CHECK-NEXT: %[[F:.*]] = arith.andi %[[N]], %[[M]] : i32
// CHECK-NEXT: %[[C20:.*]] = arith.constant 20 : i32
// CHECK-NEXT: %[[S:.*]] = arith.shli %[[F]], %[[C20]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT: %[[W:.*]] = arith.ori %[[B]], %[[S]] : i32
// CHECK:      %[[W4:.*]] = arith.ori %[[W]], %{{.*}} : i32
// BD 3's registers (0x1D060): the length, 512 words, first.
// CHECK:      %[[A:.*]] = arith.constant 118880 : i32
// CHECK-NEXT: %[[L:.*]] = arith.constant 512 : i32
// CHECK:      aiex.npu.blockwrite_values(%[[A]] : i32) values %[[L]],
// CHECK-SAME: , %[[W4]],
// CHECK-SAME: : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NOT:  aiex.npu.write32
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
