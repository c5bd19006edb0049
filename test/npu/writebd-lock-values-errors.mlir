// A BD lock value beyond both readings of a signed 7-bit field is an error
// (the verifier reads it through the BD layout the encoder uses).
// RUN: aiec --verify-diagnostics --aie-dma-to-npu %s

module {
  aie.device(npu1) {
    %c = aie.tile(0, 2)
    aie.runtime_sequence() {
      // expected-error@+1 {{'aiex.npu.writebd' op 'lock_acq_val' is 128, outside -64..=127}}
      aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 256 : i32, buffer_offset = 1824 : i32, column = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 1 : i32, lock_acq_id = 3 : i32, lock_acq_val = 128 : i32, lock_rel_id = 4 : i32, lock_rel_val = 1 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 2 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
    }
  }
}
