// mlir-aie's logical locks and memcpy (AIEX): aiex.token declares a token,
// aiex.useToken acquires or releases it directly in a func, core, mem or
// shim DMA, aiex.memcpy names a token and two tile buffers. They print as
// written; a useToken elsewhere, or naming no token, is an error.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec --split-input-file --verify-diagnostics %S/Inputs/token-errors.mlir

// CHECK: aiex.token(0) {sym_name = "token0"}
// CHECK: aiex.useToken @token0(Acquire, 0)
// CHECK: aiex.useToken @token0(Release, 1)
// CHECK: aiex.memcpy @token0(1, 2) (%tile_2_3 : <%buffer_2_3, 0, 256>, %tile_3_3 : <%buffer_3_3, 0, 256>) : (memref<256xi32>, memref<256xi32>)

module {
  aie.device(xcvc1902) {
    %t23 = aie.tile(2, 3)
    %t33 = aie.tile(3, 3)
    aiex.token(0) {sym_name = "token0"}
    %b23 = aie.buffer(%t23) : memref<256xi32>
    %b33 = aie.buffer(%t33) : memref<256xi32>
    aie.core(%t23) {
      aiex.useToken @token0(Acquire, 0)
      aiex.useToken @token0(Release, 1)
      aie.end
    }
    aiex.memcpy @token0(1, 2) (%t23 : <%b23, 0, 256>, %t33 : <%b33, 0, 256>) : (memref<256xi32>, memref<256xi32>)
  }
}
