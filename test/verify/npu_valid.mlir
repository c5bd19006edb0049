// Valid runtime-sequence NPU ops at the limits of their verifiers: shim
// wraps of 1023 words, 64 iterations, steps of 2^20 words, a stride 3 beyond
// the range when size 3 is 1, a linear and a contiguous transfer beyond the
// 10-bit wrap, the largest packet fields and burst length, writebd fields at
// their maxima, and a chained dma_configure_task with a shim burst length.
// RUN: aiec --split-input-file %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK-COUNT-10: aiex.npu.dma_memcpy_nd
// CHECK: aiex.npu.dma_wait
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<2097152xi32>, %b : memref<4096xi8>, %c : memref<1920x1080xi32>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c1023 = arith.constant 1023 : i64
    aiex.npu.dma_memcpy_nd (%a[%c0, %c0, %c0, %c0][%c1, %c1, %c1023, %c1023][%c0, %c0, %c1023, %c1]) { metadata = @fifo, id = 0 : i64 } : memref<2097152xi32>
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][64, 1, 1, 8][8, 0, 0, 1]) { metadata = @fifo, id = 1 : i64 } : memref<2097152xi32>
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][2, 2, 2, 8][1048576, 1048576, 1048576, 1]) { metadata = @fifo, id = 2 : i64 } : memref<2097152xi32>
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 2, 2][5000000, 0, 8, 1048576]) { metadata = @fifo, id = 3 : i64 } : memref<2097152xi32>
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][4, 1, 1, 100000][0, 0, 0, 1]) { metadata = @fifo, id = 4 : i64 } : memref<2097152xi32>
    aiex.npu.dma_memcpy_nd (%c[0, 0, 0, 0][1, 1, 1080, 1920][0, 0, 1920, 1]) { metadata = @fifo, id = 5 : i64 } : memref<1920x1080xi32>
    aiex.npu.dma_memcpy_nd (%b[0, 0, 0, 4][1, 1, 2, 4092][0, 0, 4092, 1]) { metadata = @fifo, id = 6 : i64 } : memref<4096xi8>
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1], packet = <pkt_id = 31, pkt_type = 7>) { metadata = @fifo, id = 7 : i64, burst_length = 256 : i64 } : memref<2097152xi32>
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) { metadata = @elsewhere, id = 8 : i64 } : memref<2097152xi32>
    aiex.npu.dma_memcpy_nd (%b[0, 0, 0, 0][1, 1, 1, 4][0, 0, 0, 1]) { metadata = @fifo, id = 9 : i64 } : memref<4096xi8>
    aiex.npu.dma_wait {symbol = @fifo}
  }
}

// -----

// CHECK-LABEL: aie.device(npu2)
// CHECK: burst_length = 512
aie.device(npu2) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<64xi32>) {
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64, burst_length = 512 : i64 } : memref<64xi32>
  }
}

// -----

// CHECK-LABEL: aie.device(npu1)
// CHECK-COUNT-2: aiex.npu.push_queue
// CHECK-COUNT-3: aiex.npu.writebd
aie.device(npu1) {
  aie.runtime_sequence() {
    aiex.npu.push_queue (0, 0, MM2S : 0) {issue_token = false, repeat_count = 255 : i32, bd_id = 15 : i32}
    aiex.npu.push_queue (0, 1, S2MM : 0) {issue_token = true, repeat_count = 0 : i32, bd_id = 47 : i32}
    aiex.npu.writebd {bd_id = 15 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, burst_length = 256 : i32, column = 0 : i32, d0_size = 1023 : i32, d0_stride = 1048575 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 1023 : i32, d1_stride = 1048575 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 1048575 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 1 : i32, iteration_current = 0 : i32, iteration_size = 63 : i32, iteration_stride = 1048575 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 31 : i32, packet_type = 7 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 5000 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 5000 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 1 : i32, d1_stride = 0 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
    aiex.npu.writebd {bd_id = 47 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 1 : i32, d0_zero_before = 1 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 4 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 1 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

// CHECK-LABEL: aie.device(npu1)
// CHECK: aiex.dma_configure_task
// CHECK: burst_length = 256
// CHECK: aie.next_bd
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<64xi32>) {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 0 : i32, burst_length = 256 : i32}
      aie.next_bd ^bd1
    ^bd1:
      aie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 1 : i32}
      aie.end
    }
    aiex.dma_start_task(%task)
  }
}
