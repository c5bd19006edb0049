// DMA channels, BD ids, rule values, rtp_write indices and cores per tile
// are checked against the device where the design gives them: an error at
// the user's op with the allowed range, never a wrapped register address.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  %m = aie.mem(%t) {
    // CHECK: {{^}}{{.*}}channel_id_ranges.mlir:[[@LINE+3]]:5: error: 'aie.dma_start' op 'channel_index' is 99, outside 0..=1
    // CHECK: help: a core tile's DMA has 2 S2MM channels
    // expected-error@+1 {{'aie.dma_start' op 'channel_index' is 99, outside 0..=1}}
    %s = aie.dma_start(S2MM, 99, ^bd, ^end)
  ^bd:
    aie.dma_bd(%b : memref<16xi32>, 0, 16)
    aie.next_bd ^bd
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 1)
  %b = aie.buffer(%t) : memref<16xi32>
  %m = aie.memtile_dma(%t) {
    // CHECK: {{^}}{{.*}}channel_id_ranges.mlir:[[@LINE+3]]:5: error: 'aie.dma' op 'channel_index' is 6, outside 0..=5
    // CHECK: help: a MemTile's DMA has 6 MM2S channels
    // expected-error@+1 {{'aie.dma' op 'channel_index' is 6, outside 0..=5}}
    aie.dma(MM2S, 6) [{
      aie.dma_bd(%b : memref<16xi32>, 0, 16)
    }]
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // CHECK: {{^}}{{.*}}channel_id_ranges.mlir:[[@LINE+3]]:5: error: 'aiex.dma_configure_task' op 'channel' is 2, outside 0..=1
    // CHECK: help: a shim NOC tile's DMA has 2 MM2S channels
    // expected-error@+1 {{'aiex.dma_configure_task' op 'channel' is 2, outside 0..=1}}
    %k = aiex.dma_configure_task(%t, MM2S, 2) {
      aie.dma_bd(%a : memref<64xi32>, 0, 64)
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    %k = aiex.dma_configure_task(%t, MM2S, 0) {
      // CHECK: {{^}}{{.*}}channel_id_ranges.mlir:[[@LINE+3]]:7: error: 'aie.dma_bd' op bdId attribute exceeds max: 15
      // CHECK: help: a shim NOC tile has BDs 0 to 15
      // expected-error@+1 {{'aie.dma_bd' op bdId attribute exceeds max: 15}}
      aie.dma_bd(%a : memref<64xi32>, 0, 64) {bd_id = 99 : i32}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  // expected-note@+1 {{the other core is here}}
  %c1 = aie.core(%t) {
    aie.end
  }
  // CHECK: {{^}}{{.*}}channel_id_ranges.mlir:[[@LINE+3]]:3: error: 'aie.core' op tile (0, 2) already has a core; each compute tile can host only one core{{$}}
  // CHECK: help: a tile runs one program: merge the bodies into one `aie.core`
  // expected-error@+1 {{'aie.core' op tile (0, 2) already has a core; each compute tile can host only one core}}
  %c2 = aie.core(%t) {
    aie.end
  }
}

// -----

// Two logical tiles pinned to one position: one tile, one core (mlir-aie
// checks positions, whatever tile op names them).
aie.device(npu1) {
  %a = aie.logical_tile<CoreTile>(1, 3)
  %b = aie.logical_tile<CoreTile>(1, 3)
  // expected-note@+1 {{the other core is here}}
  %c1 = aie.core(%a) {
    aie.end
  }
  // expected-error@+1 {{'aie.core' op tile (1, 3) already has a core; each compute tile can host only one core}}
  %c2 = aie.core(%b) {
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %rtp = aie.buffer(%t) {sym_name = "rtp"} : memref<4xi32>
  aie.runtime_sequence() {
    // CHECK: {{^}}{{.*}}channel_id_ranges.mlir:[[@LINE+3]]:5: error: 'aiex.npu.rtp_write' op 'index' is 4, outside 0..=3
    // CHECK: help: @rtp holds 4 32-bit words: indices 0 to 3
    // expected-error@+1 {{'aiex.npu.rtp_write' op 'index' is 4, outside 0..=3}}
    aiex.npu.rtp_write(@rtp, 4, 7)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %sb = aie.switchbox(%t) {
    %a = aie.amsel<0> (0)
    aie.masterset(North : 0, %a)
    aie.packet_rules(DMA : 0) {
      // CHECK: {{^}}{{.*}}channel_id_ranges.mlir:[[@LINE+3]]:7: error: 'aie.rule' op 'value' is 99, outside 0..=31
      // CHECK: help: a rule matches the 5-bit packet id: 0 to 31
      // expected-error@+1 {{'aie.rule' op 'value' is 99, outside 0..=31}}
      aie.rule(31, 99, %a)
    }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence() {
    // CHECK: {{^}}{{.*}}channel_id_ranges.mlir:[[@LINE+3]]:5: error: 'aiex.npu.writebd' op 'column' is 99, outside 0..=3
    // CHECK: help: npu1 has columns 0 to 3
    // expected-error@+1 {{'aiex.npu.writebd' op 'column' is 99, outside 0..=3}}
    aiex.npu.writebd {bd_id = 0 : i32, buffer_length = 16 : i32, buffer_offset = 0 : i32, column = 99 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  %m = aie.mem(%t) {
    %s = aie.dma_start(S2MM, 0, ^bd, ^end)
  ^bd:
    // CHECK: {{^}}{{.*}}channel_id_ranges.mlir:[[@LINE+3]]:5: error: 'aie.dma_bd' op transfer of 4 elements at offset 14 runs past the end of the 16-element buffer
    // CHECK: help: the offset is 0 or more and offset + length at most 16
    // expected-error@+1 {{'aie.dma_bd' op transfer of 4 elements at offset 14 runs past the end of the 16-element buffer}}
    aie.dma_bd(%b : memref<16xi32>, 14, 4)
    aie.next_bd ^bd
  ^end:
    aie.end
  }
}
