// --aiex-standard-lowering: the NPU ops mlir-aie's AIEXToStandard removes
// are erased wherever they are; every other op stays (maskwrite32,
// blockwrite, set_lock, DMA tasks, the sequence itself).
// RUN: aiec --aiex-standard-lowering %s | FileCheck %s
// RUN: aiec --aiex-standard-lowering %s | FileCheck %s --check-prefix=GONE

// GONE-NOT: aiex.npu.dma_memcpy_nd
// GONE-NOT: aiex.npu.dma_wait
// GONE-NOT: aiex.npu.write32
// GONE-NOT: aiex.npu.sync
// GONE-NOT: aiex.npu.address_patch
// GONE-NOT: aiex.npu.rtp_write
// GONE-NOT: aiex.npu.push_queue
// GONE-NOT: aiex.npu.writebd
// GONE-NOT: aiex.npu.preempt

// CHECK: aie.shim_dma_allocation @in(
// CHECK: aie.runtime_sequence @seq(%arg0: memref<16xi32>) {
// CHECK: aiex.npu.maskwrite32(%c4_i32, %c1_i32, %c255_i32) : i32, i32, i32
// CHECK-NEXT: aiex.set_lock(%lock_0_2, 1)
// CHECK-NEXT: }
// CHECK: aie.core(%tile_0_2) {
// CHECK: aie.use_lock(%lock_0_2, AcquireGreaterEqual, %c1_i32)
// CHECK-NEXT: aie.end

module {
  aie.device(npu1_1col) {
    %s = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    %l = aie.lock(%t, 0) {init = 0 : i32}
    aie.shim_dma_allocation @in(%s, MM2S, 0)
    aie.runtime_sequence @seq(%a: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<16xi32>
      aiex.npu.maskwrite32 {address = 4 : ui32, mask = 255 : ui32, value = 1 : ui32}
      aiex.npu.write32 {address = 8 : ui32, value = 2 : ui32}
      aiex.npu.rtp_write(@rtp, 0, 7)
      aiex.npu.address_patch {addr = 123 : ui32, arg_idx = 0 : i32, arg_plus = 0 : i32}
      aiex.npu.push_queue(0, 0, S2MM : 0) {bd_id = 0 : i32, issue_token = true, repeat_count = 0 : i32}
      aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 16 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
      aiex.npu.preempt {level = 1 : ui8}
      aiex.set_lock(%l, 1)
      aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 0 : i32, row = 0 : i32, row_num = 1 : i32}
      aiex.npu.dma_wait {symbol = @in}
    }
    %rtp = aie.buffer(%t) {sym_name = "rtp"} : memref<4xi32>
    aie.core(%t) {
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.end
    }
  }
}
