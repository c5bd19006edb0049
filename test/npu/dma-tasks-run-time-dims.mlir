// A DMA task whose BD has sizes or strides known only at run time (mlir-aie's
// dynamic BD on the task path, since #3559): the BD's eight words in one
// aiex.npu.blockwrite_values, its constant fields as constants and the
// words holding the wraps and steps computed with arith; cf.assert guards
// for the run-time d1 wrap, the length and the host buffer; then the address
// patch (mem and compute tiles:
// dma-tasks-run-time-tiles.mlir).
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<8192xi32>, %arg1: i64)
// CHECK-NOT:  aiex.npu.writebd
// CHECK:      %[[D1:.*]] = arith.subi %arg1, %c1_i64 : i64
// CHECK-NEXT: %[[MAX:.*]] = arith.constant 1022 : i64
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ule, %[[D1]], %[[MAX]] : i64
// CHECK-NEXT: cf.assert %[[OK]], "a runtime DMA d1 size must be in [1:1023]"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA length must equal the d0*d1*d2 extent of its dimensions"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 8192-element host buffer"
// Word 4: the run-time d1 wrap at bit 20 and the burst length bits.
// CHECK:      %[[F:.*]] = arith.andi %{{.*}}, %c1023_i32 : i32
// CHECK-NEXT: %[[C20:.*]] = arith.constant 20 : i32
// CHECK-NEXT: %[[S:.*]] = arith.shli %[[F]], %[[C20]] : i32
// CHECK-NEXT: %[[B:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT: %[[W:.*]] = arith.ori %[[S]], %[[B]] : i32
// CHECK:      %[[W4:.*]] = arith.ori %[[W]], %{{.*}} : i32
// BD 3's registers (0x1D060).
// CHECK:      %[[A:.*]] = arith.constant 118880 : i32
// CHECK:      aiex.npu.blockwrite_values(%[[A]] : i32) values %{{[0-9]+}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %[[W4]],
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
