// --aie-dma-to-npu on dma_memcpy_nd: a shim BD block write (words from the
// register table), the host-address patch of BD word 1 and the queue push.
// Checked by hand against aie2-registers.md §4.4/§4.6 and
// aie-runtime-sequence.md §2.6, §3.1.
// RUN: aiec --aie-syntax=2026-04 --aie-dma-to-npu %s | FileCheck %s

// Linear MM2S transfer of 32 words from element 8: no dimensions, the byte
// offset (8 x 4) goes into arg_plus, no token.
// CHECK: memref.global "private" constant @blockwrite_data_0 : memref<8xi32> = dense<[32, 0, 0, 0, -2147483648, 33554432, 0, 33554432]>
// 3-D pattern (innermost sizes 8, 4, 2; strides minus one 0, 7, 15), d3 size 4
// with stride 0 is a plain repeat: repeat_count 3, no iteration fields.
// CHECK: memref.global "private" constant @blockwrite_data_1 : memref<8xi32> = dense<[64, 0, 0, 8388608, -2143289337, 33554447, 0, 33554432]>
// i16 elements: 64 elements are 32 words; d3 with stride 32 elements sets
// iteration size 2 and stride 15 (16 words minus one).
// CHECK: memref.global "private" constant @blockwrite_data_2 : memref<8xi32> = dense<[32, 0, 0, 0, -2147483648, 33554432, 2097167, 33554432]>
// CHECK: aie.runtime_sequence(%arg0: memref<64xi32>, %arg1: memref<64xi16>) {
// CHECK-NEXT: %[[G0:.*]] = memref.get_global @blockwrite_data_0 : memref<8xi32>
// CHECK-NEXT: aiex.npu.blockwrite(%[[G0]]) {address = 33673280 : ui32} : memref<8xi32>
// CHECK-NEXT: aiex.npu.address_patch {addr = 33673284 : ui32, arg_idx = 0 : i32, arg_plus = 32 : i32}
// CHECK-NEXT: aiex.npu.write32 {address = 33673756 : ui32, value = 2 : ui32}
// CHECK-NEXT: %[[G1:.*]] = memref.get_global @blockwrite_data_1 : memref<8xi32>
// CHECK-NEXT: aiex.npu.blockwrite(%[[G1]]) {address = 33673312 : ui32} : memref<8xi32>
// CHECK-NEXT: aiex.npu.address_patch {addr = 33673316 : ui32, arg_idx = 0 : i32, arg_plus = 0 : i32}
// CHECK-NEXT: aiex.npu.write32 {address = 33673756 : ui32, value = 2147680259 : ui32}
// S2MM always issues a token (bit 31) and here repeats 3 times.
// CHECK:      aiex.npu.blockwrite(%{{.*}}) {address = 33673216 : ui32} : memref<8xi32>
// CHECK-NEXT: aiex.npu.address_patch {addr = 33673220 : ui32, arg_idx = 1 : i32, arg_plus = 0 : i32}
// CHECK-NEXT: aiex.npu.write32 {address = 33673732 : ui32, value = 2147614720 : ui32}
// dma_wait: one task-complete token of the allocation's channel.
// CHECK-NEXT: aiex.npu.sync {channel = 0 : i32, column = 1 : i32, column_num = 1 : i32, direction = 0 : i32, row = 0 : i32, row_num = 1 : i32}
// CHECK-NOT: dma_memcpy_nd
// CHECK-NOT: dma_wait
module {
  aie.device(npu1) {
    aie.runtime_sequence(%in: memref<64xi32>, %out: memref<64xi16>) {
      aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 8][1, 1, 1, 32][0, 0, 0, 1]) {metadata = @in0, id = 2 : i64} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][4, 2, 4, 8][0, 16, 8, 1]) {metadata = @in0, id = 3 : i64, issue_token = true} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][3, 1, 1, 64][32, 0, 0, 1]) {metadata = @out0, id = 0 : i64} : memref<64xi16>
      aiex.npu.dma_wait {symbol = @out0}
    }
    %t = aie.tile(1, 0)
    aie.shim_dma_allocation @in0(%t, MM2S, 1)
    aie.shim_dma_allocation @out0(%t, S2MM, 0)
  }
}
