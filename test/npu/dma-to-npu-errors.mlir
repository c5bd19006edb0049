// Errors of --aie-dma-to-npu (mlir-aie's texts).
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-to-npu %s

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{couldn't find shim_dma_allocation op.}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @nowhere, id = 0 : i64} : memref<16xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {sym_name = "nobase"} : memref<16xi32>
  aie.runtime_sequence() {
    // expected-error@+1 {{buffer must have address assigned}}
    aiex.npu.write32 {buffer = @nobase, address = 1 : ui32, value = 2 : ui32}
  }
}

// -----

// A subview with a dynamic offset cannot be traced to the host buffer.
aie.device(npu1) {
  aie.runtime_sequence(%arg0: memref<1024xi32>, %n: index) {
    %a = memref.subview %arg0[%n] [256] [1] : memref<1024xi32> to memref<256xi32, strided<[1], offset: ?>>
    // expected-error@+1 {{memref must be a block argument or subview/cast/reinterpret_cast of a block argument with static offsets, sizes, and strides}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {metadata = @out, id = 1 : i64} : memref<256xi32, strided<[1], offset: ?>>
  }
  %tile_0_0 = aie.tile(0, 0)
  aie.shim_dma_allocation @out (%tile_0_0, S2MM, 0)
}
