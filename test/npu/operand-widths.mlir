// Run-time DMA operands of any integer width or `index` (mlir-aie 2026):
// index-list entries and dma_bd offsets and lengths carry their type unless
// it is the place's default (i64 in a list, i32 for offset and len), the
// verifier takes any signless integer or index, and the lowerings widen them
// (to i64, guarded: a repeat count to the task queue's range, one wider than
// 64 bits to fit 64).

// RUN: aiec %s | FileCheck %s --check-prefix=PRINT
// RUN: aiec %s | aiec | FileCheck %s --check-prefix=PRINT
// RUN: aiec --aie-substitute-shim-dma-allocations --aie-dma-tasks-to-npu --aie-dma-to-npu %s | FileCheck %s --check-prefix=LOWER
// RUN: not aiec --split-input-file %S/Inputs/operand-widths-errors.mlir 2>&1 | FileCheck %S/Inputs/operand-widths-errors.mlir --check-prefix=ERR

// PRINT-LABEL: @copy
// PRINT: aiex.npu.dma_memcpy_nd(%arg0[0, 0, %arg3 : index, 0][1, 1, %arg1 : i16, %arg2][0, 0, 32, 1])
// PRINT-LABEL: @task
// PRINT: aiex.dma_configure_task_for @out repeat %arg1 : i8 {
// PRINT: aie.dma_bd(%arg0 : memref<1024xi32> offset = %arg2 : index len = %arg3 sizes = [%arg4, %arg5 : i16] strides = [32, 1])
// PRINT-SAME: {bd_id = 3 : i32}

// LOWER-LABEL: @copy
// LOWER: arith.extui %arg1 : i16 to i64
// LOWER: cf.assert %{{.*}}, "a runtime DMA d1 size must be in [1:1023]"
// LOWER: arith.index_castui %arg3 : index to i64
// LOWER: cf.assert %{{.*}}, "a runtime DMA access runs past the end of its 2048-element host buffer"
// LOWER: aiex.npu.address_patch(%{{.*}} : i64)
// LOWER-LABEL: @task
// LOWER: %[[R:.*]] = arith.extui %arg1 : i8 to i64
// LOWER: %[[OK:.*]] = arith.cmpi ule, %[[R]], %c255_i64 : i64
// LOWER: cf.assert %[[OK]], "a runtime DMA repeat count exceeds the task queue's [0:255] range (at most 256 executions)"
// LOWER: arith.trunci %[[R]] : i64 to i32
// LOWER-LABEL: @wide
// LOWER: %[[FITS:.*]] = arith.cmpi ule, %arg1, %c18446744073709551615_i80 : i80
// LOWER: cf.assert %[[FITS]], "a runtime DMA operand does not fit in 64 bits"
// LOWER: arith.trunci %arg1 : i80 to i64

module {
  aie.device(npu2) {
    %shim = aie.tile(1, 0)
    aie.shim_dma_allocation @in(%shim, MM2S, 1)
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @copy(%buf: memref<2048xi32>, %rows: i16, %cols: i64, %at: index) {
      aiex.npu.dma_memcpy_nd(%buf[0, 0, %at : index, 0][1, 1, %rows : i16, %cols][0, 0, 32, 1]) {id = 2 : i64, metadata = @in} : memref<2048xi32>
    }
    aie.runtime_sequence @task(%buf: memref<1024xi32>, %times: i8, %from: index, %n: i32, %rows: i64, %cols: i16) {
      %t = aiex.dma_configure_task_for @out repeat %times : i8 {
        aie.dma_bd(%buf : memref<1024xi32> offset = %from : index len = %n sizes = [%rows, %cols : i16] strides = [32, 1]) {bd_id = 3 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
    aie.runtime_sequence @wide(%buf: memref<2048xi32>, %rows: i80) {
      aiex.npu.dma_memcpy_nd(%buf[0, 0, 0, 0][1, 1, %rows : i80, 32][0, 0, 32, 1]) {id = 4 : i64, metadata = @in} : memref<2048xi32>
    }
  }
}
