// A BD block that computes its operands from the sequence's scalars (as a
// builder called inside the task does): the scalar ops, a cf.assert among
// them, leave the task ahead of it in their order, across chained blocks,
// and the BD's guards and words use them (mlir-aie's dynamic BD lowering).
// RUN: aiec --split-input-file --aie-dma-tasks-to-npu %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence @rows(%arg0: memref<2048xi32>, %arg1: i32)
// CHECK:      %[[MAX:.*]] = arith.constant 100 : i64
// CHECK-NEXT: %[[R:.*]] = arith.extui %arg1 : i32 to i64
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ule, %[[R]], %[[MAX]] : i64
// CHECK-NEXT: cf.assert %[[OK]], "at most 100 rows"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d1 size must be in [1:1023]"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA length must equal the d0*d1*d2 extent of its dimensions"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 2048-element host buffer"
// CHECK:      aiex.npu.blockwrite_values
// CHECK:      aiex.npu.address_patch
// CHECK-NOT:  aiex.dma_configure_task
aie.device(npu2) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence @rows(%a: memref<2048xi32>, %n: i32) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      %c16 = arith.constant 16 : i64
      %c100 = arith.constant 100 : i64
      %rows = arith.extui %n : i32 to i64
      %ok = arith.cmpi ule, %rows, %c100 : i64
      cf.assert %ok, "at most 100 rows"
      %len64 = arith.muli %rows, %c16 : i64
      %len = arith.trunci %len64 : i64 to i32
      aie.dma_bd(%a : memref<2048xi32> offset = 0 len = %len sizes = [1, 1, %rows, %c16] strides = [0, 0, 20, 1]) {bd_id = 1 : i32}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}

// -----

// The second block uses a value the first computed: it stays after it.
// CHECK-LABEL: aie.runtime_sequence @two(%arg0: memref<2048xi32>, %arg1: i32)
// CHECK:      %[[R:.*]] = arith.extui %arg1 : i32 to i64
// CHECK:      %[[H:.*]] = arith.divui %[[R]], %{{.*}} : i64
// CHECK-COUNT-2: aiex.npu.blockwrite_values
// CHECK-NOT:  aiex.dma_configure_task
aie.device(npu2) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence @two(%a: memref<2048xi32>, %n: i32) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      %c8 = arith.constant 8 : i64
      %rows = arith.extui %n : i32 to i64
      aie.dma_bd(%a : memref<2048xi32> offset = 0 len = 512 sizes = [1, 1, %rows, %c8] strides = [0, 0, 8, 1]) {bd_id = 1 : i32}
      aie.next_bd ^b
    ^b:
      %c2 = arith.constant 2 : i64
      %c16 = arith.constant 16 : i64
      %half = arith.divui %rows, %c2 : i64
      aie.dma_bd(%a : memref<2048xi32> offset = 0 len = 512 sizes = [1, 1, %half, %c16] strides = [0, 0, 16, 1]) {bd_id = 2 : i32}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}
