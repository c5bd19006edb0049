// The verifiers of the runtime-sequence NPU ops (aie-runtime-sequence.md
// §2.7): aiex.npu.dma_memcpy_nd with the stride/wrap checks of §3.1,
// aiex.npu.dma_wait, aiex.npu.push_queue, aiex.npu.writebd and
// aiex.dma_configure_task. The valid designs at the limits are in
// npu_valid.mlir.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<8xi64>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Maximum element bit width allowed is 32bits.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<8xi64>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<2xi8>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Minimum data transfer size required is 32bits.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 2][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<2xi8>
  }
}

// -----

// Values known only at run time in the lists: a shim NOC channel only.
aie.device(xcve2302) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>, %s : i64) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op runtime sizes/strides are only supported for shim NOC tile DMAs.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, %s]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>, %s : i64) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op zero padding is not supported with runtime sizes/strides.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, %s][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64, d0_zero_after = 1 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>, %s : i64) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op d0 size hardware value 2000 exceeds hardware range [0:1023].}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, %s][1, 1, 1, 2000][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Requested burst length is not supported by the target. Supported burst lengths: 64 128 256}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64, burst_length = 512 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<64xi8>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Offset must be 4-byte-aligned.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 2][1, 1, 1, 8][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<64xi8>
  }
}

// -----

aie.device(npu1) {
  %t = aie.logical_tile<ShimNOCTile>(?, ?)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // On a logical tile, the checks that need the tile's position wait for
    // placement: a stride past the BD's range is not reported yet.
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 2, 8][0, 0, 2000000, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(xcve2302) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Unsupported tile type at (0, 0) Must be ShimNOC, Mem or Core.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Size 2 must be a positive integer.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 0, 1, 8][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<64xi8>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Transfer sizes must be multiples of 4 bytes. 6 elements at 1 bytes each equal 6 bytes, which is not divisible by 4.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 6][0, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<64xi8>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Stride 1 must be a positive integer.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][2, 1, 2, 8][64, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Stride 3 must be a non-negative integer.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][2, 1, 1, 8][-8, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<64xi8>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Stride 2 is 6 elements * 1 bytes = 6 bytes, which is not divisible by 4.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 2, 1, 8][0, 6, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<64xi8>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<16384xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Size 0 exceeds the [0:1023] range.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][2, 1, 2, 1031][8192, 0, 2048, 1]) { metadata = @fifo, id = 0 : i64 } : memref<16384xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<16384xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Size 1 exceeds the [0:1023] range.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][2, 1, 1031, 2][8192, 0, 4, 1]) { metadata = @fifo, id = 0 : i64 } : memref<16384xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Size 3 exceeds the [1:64] range.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][66, 1, 1, 8][8, 0, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // A stride past the step field is sliced away (--aie-decompose-large-dma-bd)
    // unless that takes more than 4096 transfers (here 64 x 100 x 2).
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 2][0, 0, 0, 1048578]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Stride 0 exceeds the [1:1048576] range.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][64, 1, 100, 2][8, 0, 2, 1048578]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Stride 2 exceeds the [1:1048576] range.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][64, 100, 1, 8][8, 1048578, 0, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 1)
  // expected-error@+1 {{'aie.shim_dma_allocation' op tile must be a shim tile, but got tile(0, 1)}}
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Stride 1 exceeds the [1:131072] range.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][64, 100, 2, 8][8, 16, 131074, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{'aie.shim_dma_allocation' op tile must be a shim tile, but got tile(0, 2)}}
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Size 0 exceeds the [0:255] range.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][2, 1, 2, 257][2048, 0, 512, 1]) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Packet type field can only hold 3 bits.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1], packet = <pkt_id = 2, pkt_type = 8>) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @fifo (%t, MM2S, 0)
  aie.runtime_sequence(%a : memref<4096xi32>) {
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op Packet ID field can only hold 5 bits.}}
    aiex.npu.dma_memcpy_nd (%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1], packet = <pkt_id = 32, pkt_type = 7>) { metadata = @fifo, id = 0 : i64 } : memref<4096xi32>
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.dma_wait' op couldn't find symbol in parent device}}
    aiex.npu.dma_wait {symbol = @nowhere}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.push_queue' op BD ID exceeds the maximum ID.}}
    aiex.npu.push_queue (0, 0, MM2S : 0) {issue_token = false, repeat_count = 0 : i32, bd_id = 17 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.push_queue' op Repeat count exceeds the [0:255] range.}}
    aiex.npu.push_queue (0, 0, MM2S : 0) {issue_token = false, repeat_count = 256 : i32, bd_id = 0 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op BD ID exceeds the maximum ID.}}
    aiex.npu.writebd {bd_id = 17 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op Packet ID exceeds the maximum supported by 5 bits.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 32 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op Packet Type exceeds the maximum supported by 3 bits.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 8 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op D0 Size exceeds the [0:1023] range.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 1024 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op D0 Stride exceeds the [0:1048575] range.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 1048576 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op D1 Size exceeds the [0:1023] range.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 1024 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op D1 Stride exceeds the [0:1048575] range.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 1048576 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op D2 Stride exceeds the [0:1048575] range.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 1048576 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op Iteration Size exceeds the [0:63] range.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 64 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op Iteration Stride exceeds the [0:1048575] range.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 1048576 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op ShimTile only supports 3 dimensions of sizes.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 4 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op ShimTile doesn't support zero padding.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 1 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op Only ShimTiles support burst length.}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, burst_length = 64 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 1 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op Requested burst length is not supported by the target. Supported burst lengths: 64 128 256}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 32 : i32, buffer_offset = 0 : i32, burst_length = 100 : i32, column = 0 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d0_zero_after = 0 : i32, d0_zero_before = 0 : i32, d1_size = 2 : i32, d1_stride = 7 : i32, d1_zero_after = 0 : i32, d1_zero_before = 0 : i32, d2_size = 0 : i32, d2_stride = 15 : i32, d2_zero_after = 0 : i32, d2_zero_before = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a : memref<64xi32>) {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      aie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 0 : i32}
      aie.end
    ^orphan:
      aie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 1 : i32}
      // expected-error@+1 {{Block ending in this terminator does not form a chain with entry block.}}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 1)
  %buf = aie.buffer(%t) : memref<64xi32>
  aie.runtime_sequence() {
    %task = aiex.dma_configure_task(%t, MM2S, 0) {
      // expected-error@+1 {{'aie.dma_bd' op Burst length is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.}}
      aie.dma_bd(%buf : memref<64xi32>, 0, 64) {bd_id = 0 : i32, burst_length = 64 : i32}
      aie.end
    }
  }
}
