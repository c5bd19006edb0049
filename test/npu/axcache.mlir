// A shim BD's AXI AxCACHE bits (mlir-aie #3546): `axcache` on
// aiex.npu.dma_memcpy_nd, aie.dma_bd and aiex.npu.writebd reaches word 5,
// bits 27:24, of the shim BD; a shim BD without one gets the default 2
// (the modifiable bit: the NoC may upsize bursts); a mem tile's or core's
// BD has no such bits and its writebd no such attribute.
// RUN: aiec --aie-dma-tasks-to-npu %s | FileCheck %s --check-prefix=TASKS
// RUN: aiec --aie-dma-tasks-to-npu --aie-dma-to-npu %s | FileCheck %s --check-prefix=WORDS

// TASKS: aiex.npu.writebd {axcache = 0 : i32, bd_id = 2 : i32,
// TASKS: aiex.npu.writebd {axcache = 2 : i32, bd_id = 4 : i32,
// TASKS: aiex.npu.writebd {bd_id = 3 : i32,

// Word 5: 9 << 24, then 2 << 24 (the default), 0, 2 << 24; word 4 holds
// the 512-byte burst (encoding 3 << 30); the mem tile BD has neither.
// WORDS: @blockwrite_data_0 : memref<8xi32> = dense<[64, 0, 0, 0, -1073741824, 150994944, 0, 33554432]>
// WORDS: @blockwrite_data_1 : memref<8xi32> = dense<[64, 0, 0, 0, -1073741824, 33554432, 0, 33554432]>
// WORDS: @blockwrite_data_2 : memref<8xi32> = dense<[64, 0, 0, 0, -1073741824, 0, 0, 33554432]>
// WORDS: @blockwrite_data_3 : memref<8xi32> = dense<[64, 0, 0, 0, 0, 0, 0, -2147483648]>
aie.device(npu2) {
  %s = aie.tile(1, 0)
  %m = aie.tile(1, 1)
  %buf = aie.buffer(%m) {address = 0 : i32} : memref<64xi32>
  aie.shim_dma_allocation @in(%s, MM2S, 0)
  aie.runtime_sequence @seq(%a: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, axcache = 9 : i64} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @in} : memref<64xi32>
    %t = aiex.dma_configure_task(%s, MM2S, 1) {
      aie.dma_bd(%a : memref<64xi32> len = 64) {bd_id = 2 : i32, axcache = 0 : i32}
      aie.end
    }
    %v = aiex.dma_configure_task(%s, S2MM, 0) {
      aie.dma_bd(%a : memref<64xi32> len = 64) {bd_id = 4 : i32}
      aie.end
    }
    %u = aiex.dma_configure_task(%m, MM2S, 0) {
      aie.dma_bd(%buf : memref<64xi32> len = 64) {bd_id = 3 : i32}
      aie.end
    }
  }
}
