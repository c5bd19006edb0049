// aie.dma_bd's offset and len may be values known only when a runtime
// sequence runs (mlir-aie's `custom<DynamicScalar>`: an integer, or an i32
// SSA value): operands of the BD before those of its sizes and strides,
// printed where they were written, in the custom and the generic form, and
// read back.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | aiec | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: aie.dma_bd(%arg0 : memref<8192xi32> offset = %arg3 len = %arg2 sizes = [1, %arg1, 8, 32] strides = [%arg1, 512, 32, 1]) {bd_id = 0 : i32}
// CHECK: aie.dma_bd(%arg0 : memref<8192xi32> offset = 4 len = %arg2) {bd_id = 1 : i32}
// CHECK: aie.dma_bd(%arg0 : memref<8192xi32> offset = %arg3) {bd_id = 2 : i32}
// The operands in format order: buffer, offset, len, then sizes and strides.
// GENERIC: "aie.dma_bd"(%arg0, %arg3, %arg2, %arg1, %arg1)
// GENERIC: "aie.dma_bd"(%arg0, %arg2) <{bd_id = 1 : i32, len = {{.*}}, offset = 4 : i32}> : (memref<8192xi32>, i32) -> ()
aie.device(npu2) {
  %tile_0_0 = aie.tile(0, 0)
  aie.runtime_sequence(%in: memref<8192xi32>, %n: i64, %l: i32, %o: i32) {
    %t = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%in : memref<8192xi32> offset = %o len = %l sizes = [1, %n, 8, 32] strides = [%n, 512, 32, 1]) {bd_id = 0 : i32}
      aie.end
    }
    %u = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%in : memref<8192xi32> offset = 4 len = %l) {bd_id = 1 : i32}
      aie.end
    }
    %v = aiex.dma_configure_task(%tile_0_0, MM2S, 0) {
      aie.dma_bd(%in : memref<8192xi32> offset = %o) {bd_id = 2 : i32}
      aie.end
    }
    aiex.dma_start_task(%t)
  }
}
