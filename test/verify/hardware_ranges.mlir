// Values a runtime-sequence op hands to the hardware are checked against
// the device and the field they are encoded into: each out-of-range value is
// an error at the user's op with the allowed range, never a wrap.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // w32 column outside
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+3]]:5: error: 'aiex.npu.write32' op 'column' is 9, outside 0..=3
    // CHECK: help: npu1 has columns 0 to 3
    // expected-error@+1 {{'aiex.npu.write32' op 'column' is 9, outside 0..=3}}
    aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32, column = 9 : i32, row = 0 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // w32 row outside
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+3]]:5: error: 'aiex.npu.write32' op 'row' is 6, outside 0..=5
    // CHECK: help: npu1 has rows 0 to 5
    // expected-error@+1 {{'aiex.npu.write32' op 'row' is 6, outside 0..=5}}
    aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32, column = 0 : i32, row = 6 : i32}
  }
}


// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // w32 absolute address outside the array
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+2]]:5: error: 'aiex.npu.write32' op address 0xf0000000 is in tile (120, 0), outside npu1
    // expected-error@+1 {{'aiex.npu.write32' op address 0xf0000000 is in tile (120, 0), outside npu1}}
    aiex.npu.write32 {address = 4026531840 : ui32, value = 1 : ui32}
  }
}

// -----

// An absolute address is checked for its column only: its row field may
// name a row past the tiles (the column's other modules, as mlir-aie's
// control code writes them).
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    aiex.npu.write32 {address = 0x31F0000 : ui32, value = 1 : ui32}
    aiex.npu.maskwrite32 {address = 0x31F0000 : ui32, value = 1 : ui32, mask = 1 : ui32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // maskwrite32 column
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+2]]:5: error: 'aiex.npu.maskwrite32' op 'column' is -1, outside 0..=3
    // expected-error@+1 {{'aiex.npu.maskwrite32' op 'column' is -1, outside 0..=3}}
    aiex.npu.maskwrite32 {address = 4096 : ui32, value = 1 : ui32, mask = 1 : ui32, column = -1 : i32, row = 0 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // sync channel
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+3]]:5: error: 'aiex.npu.sync' op 'channel' is 99, outside 0..=1
    // CHECK: help: a shim NOC tile's DMA has 2 S2MM channels
    // expected-error@+1 {{'aiex.npu.sync' op 'channel' is 99, outside 0..=1}}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 99 : i32, column_num = 1 : i32, row_num = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // sync direction
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+3]]:5: error: 'aiex.npu.sync' op 'direction' is 5, outside 0..=1
    // CHECK: help: 0 is S2MM, 1 is MM2S
    // expected-error@+1 {{'aiex.npu.sync' op 'direction' is 5, outside 0..=1}}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 5 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // sync span
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+3]]:5: error: 'aiex.npu.sync' op 'column_num' is 100000, outside 1..=3
    // CHECK: help: 3 columns remain from column 1
    // expected-error@+1 {{'aiex.npu.sync' op 'column_num' is 100000, outside 1..=3}}
    aiex.npu.sync {column = 1 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 100000 : i32, row_num = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // push_queue channel
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+2]]:5: error: 'aiex.npu.push_queue' op 'channel' is 7, outside 0..=1
    // expected-error@+1 {{'aiex.npu.push_queue' op 'channel' is 7, outside 0..=1}}
    aiex.npu.push_queue (0, 0, MM2S : 7) {issue_token = true, repeat_count = 0 : i32, bd_id = 0 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // push_queue BD id equal to the BD count
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+3]]:5: error: 'aiex.npu.push_queue' op BD ID exceeds the maximum ID.
    // CHECK: help: a shim NOC tile has BDs 0 to 15
    // expected-error@+1 {{'aiex.npu.push_queue' op BD ID exceeds the maximum ID.}}
    aiex.npu.push_queue (0, 0, MM2S : 0) {issue_token = true, repeat_count = 0 : i32, bd_id = 16 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // address_patch negative offset
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+2]]:5: error: 'aiex.npu.address_patch' op 'arg_plus' is -8, outside 0..=9223372036854775807
    // expected-error@+1 {{'aiex.npu.address_patch' op 'arg_plus' is -8, outside 0..=9223372036854775807}}
    aiex.npu.address_patch {addr = 119300 : ui32, arg_idx = 0 : i32, arg_plus = -8 : i32}
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // memcpy BD id
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+2]]:5: error: 'aiex.npu.dma_memcpy_nd' op 'id' is 99, outside 0..=15
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op 'id' is 99, outside 0..=15}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @of, id = 99 : i64} : memref<64xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // memcpy negative offset
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+2]]:5: error: 'aiex.npu.dma_memcpy_nd' op offset -4 is negative
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op offset -4 is negative}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, -4][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @of, id = 0 : i64} : memref<64xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // memcpy beyond the host address space
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+2]]:5: error: 'aiex.npu.dma_memcpy_nd' op the transfer reaches byte 36893488147419103260, beyond the host address space
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op the transfer reaches byte 36893488147419103260, beyond the host address space}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 9223372036854775800][1, 1, 1, 16][0, 0, 0, 1]) {metadata = @of, id = 0 : i64} : memref<64xi32>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t, MM2S, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    // past even i128 bytes: the count saturates, the error stays
    // CHECK: {{^}}{{.*}}hardware_ranges.mlir:[[@LINE+2]]:5: error: 'aiex.npu.dma_memcpy_nd' op the transfer reaches byte 21267647932558653966460912964485513215, beyond the host address space
    // expected-error@+1 {{'aiex.npu.dma_memcpy_nd' op the transfer reaches byte 21267647932558653966460912964485513215, beyond the host address space}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 9223372036854775000, 0][2, 1, 3, 8][16, 0, 4611686018427387904, 2]) {metadata = @of, id = 0 : i64} : memref<64xi32>
  }
}

