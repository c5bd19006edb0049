// --aie-decompose-large-dma-bd: 1080 rows of 1920 words with a row stride
// of 1921 (not contiguous, so not linearized; d0 and d1 both exceed the shim
// BD's 10-bit wraps) factor into one legal pattern (d0 = 2 x 960); a legal
// transfer and a contiguous one are left alone.
// RUN: aiec --aie-decompose-large-dma-bd %s | FileCheck %s
// CHECK-LABEL: @factor
// CHECK: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1080, 2, 960][0, 1921, 960, 1]) {id = 0 : i64, issue_token = true, metadata = @in}
// CHECK-LABEL: @left
// CHECK: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1])
// CHECK: aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1080, 1920][0, 0, 1920, 1])
module {
  aie.device(npu1) {
    %tile_0_0 = aie.tile(0, 0)
    aie.shim_dma_allocation @in(%tile_0_0, MM2S, 0)
    aie.runtime_sequence @factor(%a: memref<1920x1081xi32>) {
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1080, 1920][0, 0, 1921, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<1920x1081xi32>
    }
    aie.runtime_sequence @left(%a: memref<1920x1080xi32>) {
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<1920x1080xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1080, 1920][0, 0, 1920, 1]) {id = 1 : i64, metadata = @in} : memref<1920x1080xi32>
    }
  }
}
