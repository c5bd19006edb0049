// A BD's lock values are signed 7-bit fields: mlir-aie writes -1 either as
// -1 or as the unsigned reading of its bits, 127 (as in its memtile_dmas
// writebd hardware test); both encode the same word (dma-to-npu-ops.mlir
// has the -1). 128 does not fit (writebd-lock-values-errors.mlir).
// RUN: aiec --aie-dma-to-npu %s | FileCheck %s

// CHECK: memref.global "private" constant @blockwrite_data_0 : memref<6xi32> = dense<[7471360, 0, 0, 0, 0, 33857507]>
module {
  aie.device(npu1) {
    %c = aie.tile(0, 2)
    aie.runtime_sequence() {
      aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 256 : i32, buffer_offset = 1824 : i32, column = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 1 : i32, lock_acq_id = 3 : i32, lock_acq_val = 127 : i32, lock_rel_id = 4 : i32, lock_rel_val = 1 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 2 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
    }
  }
}
