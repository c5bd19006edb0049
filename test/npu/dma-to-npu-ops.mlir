// --aie-dma-to-npu on the other NPU ops: queue pushes (with the
// task-complete-token controller id of the tile), run-time parameter writes
// and BD writes of core and mem tiles (words from the register table).
// RUN: aiec --aie-syntax=2026-04 --aie-dma-to-npu %s | FileCheck %s

// Core BD: base address 0x720 in words at [27:14], 256 words; acquire >= 1 on
// lock 3, release lock 4 by 1 (aie2-registers.md §4.2 worked example).
// CHECK: memref.global "private" constant @blockwrite_data_0 : memref<6xi32> = dense<[7471360, 0, 0, 0, 0, 33857507]>
// Mem-tile BD 30: next BD 31 at word 1 [25:20]; d2 size 4 is written to word 4
// [26:17] (mlir-aie drops it).
// CHECK: memref.global "private" constant @blockwrite_data_1 : memref<8xi32> = dense<[64, 33038336, 524288, 524291, 524303, 0, 0, -2147483648]>
// Token push on a tile with a controller id: first its channel control gets
// the id in [12:8] (mask 0x1F00), then the queue word with bit 31.
// CHECK:      aiex.npu.maskwrite32 {address = 119304 : ui32, mask = 7936 : ui32, value = 3840 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 119308 : ui32, value = 2147483651 : ui32}
// Mem-tile BD ids have 6 bits in the queue word: BD 40 stays 40 (mlir-aie
// truncates to 4 bits).
// CHECK-NEXT: aiex.npu.write32 {address = 1705532 : ui32, value = 65576 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 1032 : ui32, column = 0 : i32, row = 2 : i32, value = 7 : ui32}
// CHECK-NEXT: %[[A:.*]] = memref.get_global @blockwrite_data_0 : memref<6xi32>
// CHECK-NEXT: aiex.npu.blockwrite(%[[A]]) {address = 2215968 : ui32} : memref<6xi32>
// CHECK-NEXT: %[[B:.*]] = memref.get_global @blockwrite_data_1 : memref<8xi32>
// CHECK-NEXT: aiex.npu.blockwrite(%[[B]]) {address = 1704896 : ui32} : memref<8xi32>
module {
  aie.device(npu1) {
    %s = aie.tile(0, 0) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 15>}
    %m = aie.tile(0, 1)
    %c = aie.tile(0, 2)
    %buf = aie.buffer(%c) {address = 1024 : i32, sym_name = "rtp"} : memref<16xi32>
    aie.runtime_sequence() {
      aiex.npu.push_queue(0, 0, S2MM : 1) {issue_token = true, repeat_count = 0 : i32, bd_id = 3 : i32}
      aiex.npu.push_queue(0, 1, MM2S : 1) {issue_token = false, repeat_count = 1 : i32, bd_id = 40 : i32}
      aiex.npu.rtp_write(@rtp, 2, 7)
      aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 256 : i32, buffer_offset = 1824 : i32, column = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 1 : i32, lock_acq_id = 3 : i32, lock_acq_val = -1 : i32, lock_rel_id = 4 : i32, lock_rel_val = 1 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 2 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
      aiex.npu.writebd {bd_id = 30 : i32, buffer_length = 64 : i32, buffer_offset = 8192 : i32, column = 0 : i32, d0_size = 4 : i32, d0_stride = 0 : i32, d1_size = 4 : i32, d1_stride = 3 : i32, d2_size = 4 : i32, d2_stride = 15 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 31 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 1 : i32, use_next_bd = 1 : i32, valid_bd = 1 : i32}
    }
  }
}
