// Host buffers are numbered among the memref arguments (the instruction
// stream's address patches: the host passes one buffer per memref, scalars
// are parameters of the instruction builder); a full ELF's kernel takes every
// argument of the sequence, scalars included, so the CERT lowering's
// APPLY_OFFSET_57 names the argument's position.
// RUN: aiec --aie-dma-to-npu %s | FileCheck %s --check-prefix=NPU
// RUN: aiec --aie-dma-to-npu --aie-npu-to-cert %s | FileCheck %s --check-prefix=CERT

// NPU: aiex.npu.address_patch(%{{.*}} : i32) {addr = 118788 : ui32, arg_idx = 0 : i32}
// NPU: aiex.npu.address_patch(%{{.*}} : i32) {addr = 118820 : ui32, arg_idx = 1 : i32}
// CERT: aiex.cert.apply_offset_57(@{{.*}}, 1, 1)
// CERT: aiex.cert.apply_offset_57(@{{.*}}, 1, 3)
aie.device(npu2) {
  aie.runtime_sequence @run(%n: i32, %in: memref<64xi32>, %m: i32, %out: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @in0, id = 0 : i64} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @out0, id = 1 : i64} : memref<64xi32>
    aiex.npu.dma_wait {symbol = @out0}
  }
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in0(%t, MM2S, 0)
  aie.shim_dma_allocation @out0(%t, S2MM, 0)
}
