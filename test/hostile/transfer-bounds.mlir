// Transfers that would reach past the memory they address are diagnosed at
// the op: a core tile's BD written by aiex.npu.writebd (the walk of its
// length from buffer_offset, through its wraps and steps) with a warning,
// as mlir-aie packs any field values (its own tests write such BDs) and a
// run reaching past the memory stops in the simulator; a blockwrite that
// starts in a tile's data memory and runs past its end with an error. At
// the end exactly is fine.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  aie.runtime_sequence() {
    // A linear BD: 16000 words from byte 60000.
    // expected-warning@+1 {{'aiex.npu.writebd' op transfers past the end of the tile's data memory: its highest byte is 0x1e45f, the memory has 0x10000 bytes}}
    aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 16000 : i32, buffer_offset = 60000 : i32, column = 0 : i32, row = 2 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  aie.runtime_sequence() {
    // 64 words as 8 rows of 8 with a row step of 2048 words: the last row
    // starts at word 14336, so the walk reaches 14344 words (57376 bytes)
    // from byte 33792, to byte 91168.
    // expected-warning@+1 {{'aiex.npu.writebd' op transfers past the end of the tile's data memory: its highest byte is 0x1641f, the memory has 0x10000 bytes}}
    aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 64 : i32, buffer_offset = 33792 : i32, column = 0 : i32, row = 2 : i32, d0_size = 8 : i32, d0_stride = 0 : i32, d1_size = 8 : i32, d1_stride = 2047 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  memref.global "private" constant @data : memref<4xi32> = dense<[1, 2, 3, 4]>
  aie.runtime_sequence() {
    %g = memref.get_global @data : memref<4xi32>
    // expected-error@+1 {{'aiex.npu.blockwrite' op writes 16 bytes from offset 0xfffc of tile (0, 2), past the end of its data memory (0x10000 bytes)}}
    aiex.npu.blockwrite(%g) {address = 0x20FFFC : ui32} : memref<4xi32>
  }
}

// -----

aie.device(npu1_1col) {
  %t01 = aie.tile(0, 1)
  memref.global "private" constant @data : memref<4xi32> = dense<[1, 2, 3, 4]>
  aie.runtime_sequence() {
    %g = memref.get_global @data : memref<4xi32>
    // expected-error@+1 {{'aiex.npu.blockwrite' op writes 16 bytes from offset 0x7fff8 of tile (0, 1), past the end of its data memory (0x80000 bytes)}}
    aiex.npu.blockwrite(%g) {address = 0x7FFF8 : ui32, column = 0 : i32, row = 1 : i32} : memref<4xi32>
  }
}

// -----

// Up to the end of memory: no error.
aie.device(npu1_1col) {
  %t02 = aie.tile(0, 2)
  memref.global "private" constant @data : memref<4xi32> = dense<[1, 2, 3, 4]>
  aie.runtime_sequence() {
    %g = memref.get_global @data : memref<4xi32>
    aiex.npu.blockwrite(%g) {address = 0x20FFF0 : ui32} : memref<4xi32>
    aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 64 : i32, buffer_offset = 65280 : i32, column = 0 : i32, row = 2 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, ddr_id = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}
