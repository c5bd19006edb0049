// A DMA task whose BD offset or len is known only at run time (mlir-aie's
// dynamic BD on the task path): the BD's words in one blockwrite_values, the
// length word computed with i64 arith, len × element bits / 32, each run-time
// value guarded (its field, whole granules, the host buffer's end) by a
// cf.assert, and the host address patched at the offset's bytes past the
// argument. Such a BD does
// not iterate through its iteration attribute (mem and compute tiles:
// dma-tasks-run-time-tiles.mlir).
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s | FileCheck %s

// The length of 16-bit elements: len / 2 words.
// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<8192xi16>, %arg1: i32, %arg2: i32)
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d0 size must be in [1:8589934590]"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d0 size must be a multiple of 2 elements (whole 4-byte granules)"
// CHECK:      arith.divui %{{.*}}, %c32_i64 : i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 8192-element host buffer"
// CHECK:      aiex.npu.blockwrite_values(%c118880_i32 : i32) values %{{.*}}, %c0_i32,
// CHECK:      %[[P:.*]] = arith.muli %{{.*}}, %c2_i64{{.*}} : i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA offset is not 4-byte aligned"
// CHECK:      aiex.npu.address_patch(%[[P]] : i64) {addr = 118884 : ui32, arg_idx = 0 : i32}
// CHECK:      aiex.npu.push_queue(0, 0, MM2S : 0) bd_id
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8192xi16>, %len: i32, %off: i32) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%a : memref<8192xi16> offset = %off len = %len) {bd_id = 3 : i32}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}

// -----

// A constant offset stays in the patch's arg_plus with a run-time len; the
// length of 32-bit elements is len itself.
// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<8192xi32>, %arg1: i32)
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d0 size must be in [1:4294967295]"
// CHECK:      aiex.npu.blockwrite_values(%{{.*}} : i32) values %{{.*}}, %c256_i32,
// CHECK-NEXT: %[[P:.*]] = arith.constant 256 : i32
// CHECK-NEXT: aiex.npu.address_patch(%[[P]] : i32) {addr = 118884 : ui32, arg_idx = 0 : i32}
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8192xi32>, %len: i32) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%a : memref<8192xi32> offset = 64 len = %len) {bd_id = 3 : i32}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8192xi32>, %n: i32) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op a BD with values known only at run time cannot iterate through its iteration attribute}}
      aie.dma_bd(%a : memref<8192xi32> offset = 0 len = %n) {bd_id = 0 : i32, iteration = #aie.bd_iteration<current = 0, size = 2, stride = 64>}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}
