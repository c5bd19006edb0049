// Round trip of the attribute-only NPU instruction ops (printed as their
// sorted attribute dictionary), blockwrite, push_queue and rtp_write.
// RUN: aiec --aie-syntax=2026-04 %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 - | FileCheck %s

aie.device(npu1) {
  memref.global "private" constant @bd_data : memref<8xi32> = dense<[1, 2, 3, 4, 5, 6, 7, 8]>
  memref.global "private" constant @pdi_data : memref<4xi32> = dense<[-1, 1, 256, 1024]>
  %t = aie.tile(0, 2)
  %rtp = aie.buffer(%t) {sym_name = "rtp"} : memref<16xi32>
  aie.runtime_sequence(%arg0: memref<64xi32>) {
    aiex.npu.write32 {address = 0x1D004 : ui32, value = 1 : ui32}
    aiex.npu.write32 {value = 7 : ui32, address = 16 : ui32, column = 0 : i32, row = 2 : i32}
    aiex.npu.write32 {buffer = @rtp, address = 3 : ui32, value = 9 : ui32}
    aiex.npu.maskwrite32 {address = 3147552 : ui32, value = 321 : ui32, mask = 0xFFFF : ui32}
    %g = memref.get_global @bd_data : memref<8xi32>
    aiex.npu.blockwrite(%g) {address = 118784 : ui32} : memref<8xi32>
    aiex.npu.blockwrite(%g) {address = 4 : ui32, column = 1 : i32, row = 0 : i32} : memref<8xi32>
    aiex.npu.address_patch {addr = 118788 : ui32, arg_idx = 0 : i32, arg_plus = 8 : i32}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 1 : i32, column_num = 1 : i32, row_num = 1 : i32}
    aiex.npu.push_queue(0, 0, MM2S : 0) {bd_id = 7 : i32, issue_token = true, repeat_count = 0 : i32}
    aiex.npu.push_queue (2, 0, "S2MM":1) {issue_token = true, repeat_count = 2 : i32, bd_id = 8 : i32}
    aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 10 : i32, buffer_offset = 8 : i32, column = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 2 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 1 : i32, valid_bd = 1 : i32}
    aiex.npu.rtp_write(@rtp, 0, 50)
    aiex.npu.rtp_write(@rtp, 0x2, -1)
    %p = memref.get_global @pdi_data : memref<4xi32>
    aiex.npu.load_pdi {id = 4 : i32}
    aiex.npu.load_pdi {size = 3 : i32, id = 1 : i32, address = 2 : ui64}
    aiex.npu.preempt {level = 1 : ui8}
  }
}

// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: memref.global "private" constant @bd_data : memref<8xi32> = dense<[1, 2, 3, 4, 5, 6, 7, 8]>{{$}}
// CHECK-NEXT: memref.global "private" constant @pdi_data : memref<4xi32> = dense<[-1, 1, 256, 1024]>{{$}}
// CHECK-NEXT: %tile_0_2 = aie.tile(0, 2){{$}}
// CHECK-NEXT: %rtp = aie.buffer(%tile_0_2) {sym_name = "rtp"} : memref<16xi32>{{$}}
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<64xi32>) {
// CHECK-NEXT: aiex.npu.write32 {address = 118788 : ui32, value = 1 : ui32}{{$}}
// CHECK-NEXT: aiex.npu.write32 {address = 16 : ui32, column = 0 : i32, row = 2 : i32, value = 7 : ui32}{{$}}
// CHECK-NEXT: aiex.npu.write32 {address = 3 : ui32, buffer = @rtp, value = 9 : ui32}{{$}}
// CHECK-NEXT: aiex.npu.maskwrite32 {address = 3147552 : ui32, mask = 65535 : ui32, value = 321 : ui32}{{$}}
// CHECK-NEXT: %0 = memref.get_global @bd_data : memref<8xi32>{{$}}
// CHECK-NEXT: aiex.npu.blockwrite(%0) {address = 118784 : ui32} : memref<8xi32>{{$}}
// CHECK-NEXT: aiex.npu.blockwrite(%0) {address = 4 : ui32, column = 1 : i32, row = 0 : i32} : memref<8xi32>{{$}}
// CHECK-NEXT: aiex.npu.address_patch {addr = 118788 : ui32, arg_idx = 0 : i32, arg_plus = 8 : i32}{{$}}
// CHECK-NEXT: aiex.npu.sync {channel = 1 : i32, column = 0 : i32, column_num = 1 : i32, direction = 0 : i32, row = 0 : i32, row_num = 1 : i32}{{$}}
// CHECK-NEXT: aiex.npu.push_queue(0, 0, MM2S : 0) {bd_id = 7 : i32, issue_token = true, repeat_count = 0 : i32}{{$}}
// CHECK-NEXT: aiex.npu.push_queue(2, 0, S2MM : 1) {bd_id = 8 : i32, issue_token = true, repeat_count = 2 : i32}{{$}}
// CHECK-NEXT: aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 10 : i32, buffer_offset = 8 : i32, column = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 2 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 1 : i32, valid_bd = 1 : i32}{{$}}
// CHECK-NEXT: aiex.npu.rtp_write(@rtp, 0, 50){{$}}
// CHECK-NEXT: aiex.npu.rtp_write(@rtp, 2, -1){{$}}
// CHECK-NEXT: %1 = memref.get_global @pdi_data : memref<4xi32>{{$}}
// CHECK-NEXT: aiex.npu.load_pdi {id = 4 : i32}{{$}}
// CHECK-NEXT: aiex.npu.load_pdi {address = 2 : ui64, id = 1 : i32, size = 3 : i32}{{$}}
// CHECK-NEXT: aiex.npu.preempt {level = 1 : ui8}{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
