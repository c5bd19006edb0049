// `axcache` out of its 4 bits, or on a BD away from the AXI-MM side.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %c = aie.tile(0, 2)
  %b = aie.buffer(%c) : memref<16xi32>
  %m = aie.mem(%c) {
    %d = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    // expected-error@+1 {{AXCache is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.}}
    aie.dma_bd(%b : memref<16xi32> offset = 0 len = 16) {axcache = 2 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error@+1 {{attribute 'axcache' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 15}}
      aie.dma_bd(%a : memref<16xi32> len = 16) {bd_id = 0 : i32, axcache = 16 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %m = aie.tile(0, 1)
  %b = aie.buffer(%m) {address = 0 : i32} : memref<16xi32>
  aie.runtime_sequence(%a: memref<16xi32>) {
    %t = aiex.dma_configure_task(%m, MM2S, 0) {
      // expected-error@+1 {{AXCache is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.}}
      aie.dma_bd(%b : memref<16xi32> len = 16) {bd_id = 0 : i32, axcache = 3 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %m = aie.tile(0, 1)
  aie.runtime_sequence() {
    // expected-error@+1 {{AXCache is only supported in Shim NOC tiles that are connected to the memory-mapped NOC.}}
    aiex.npu.writebd {axcache = 2 : i32, bd_id = 0 : i32, buffer_length = 4 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 1 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.shim_dma_allocation @in(%s, MM2S, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{attribute 'axcache' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0 whose maximum value is 15}}
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, axcache = -1 : i64} : memref<16xi32>
  }
}
