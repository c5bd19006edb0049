// aie.dma_bd's sizes and strides may be values known only when a runtime
// sequence runs (mlir-aie since August 2026): operands of the BD after its
// buffer, printed where they were written, in the custom and the generic
// form, and read back; a value that is not an i64 with its type (mlir-aie
// 2026-11).
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | aiec | FileCheck %s

// CHECK: aie.dma_bd(%arg0 : memref<8192xi32> offset = 0 len = 1024 sizes = [1, %arg1, 8, 32] strides = [%arg2 : index, 512, 32, 1]) {bd_id = 0 : i32}
aie.device(npu2) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<8192xi32>, %n: i64, %s: index) {
    %t = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%in : memref<8192xi32> offset = 0 len = 1024 sizes = [1, %n, 8, 32] strides = [%s : index, 512, 32, 1]) {bd_id = 0 : i32}
      aie.end
    }
    aiex.dma_start_task(%t)
  }
}
