// Out-of-order S2MM channels and out-of-order ids (mlir-aie #3577): an
// `out_of_order` channel takes packets into the receive BD whose id the
// packet header names; a sending BD stamps that id with `out_of_order_id`.
// Each rule's message is mlir-aie's, with a help line.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// A valid receiver (a core tile, pinned ids 2 and 9, a release-only
// completion lock on each BD) and a valid sender with an id in range.
// RUN: aiec %S/Inputs/out-of-order-valid.mlir | FileCheck %s --check-prefix=VALID
// VALID: aie.dma_start(S2MM, 1, ^bb1, ^bb3, repeat_count = 3) {out_of_order}
// VALID: aie.dma_bd(%{{.*}} : memref<32xi32> offset = 16 len = 8) {bd_id = 9 : i32}
// VALID: aie.dma_bd(%{{.*}} : memref<16xi32> len = 16) {bd_id = 0 : i32, out_of_order_id = 63 : i32, packet = #aie.packet_info<pkt_id = 4>}

// CHECK: error: 'aie.dma_start' op out_of_order is only valid on an S2MM channel
// CHECK: help: an out-of-order channel places incoming packets
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  aie.mem(%t) {
    // expected-error@+1 {{'aie.dma_start' op out_of_order is only valid on an S2MM channel}}
    aie.dma_start(MM2S, 1, ^a, ^end) {out_of_order}
  ^a:
    aie.dma_bd_packet(1, 2)
    aie.dma_bd(%b : memref<16xi32> len = 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma' op out-of-order S2MM DMA is not supported on this device
aie.device(xcvc1902) {
  %t = aie.tile(5, 3)
  %b = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 2)
  aie.mem(%t) {
    // expected-error@+1 {{'aie.dma' op out-of-order S2MM DMA is not supported on this device}}
    %0 = aie.dma(S2MM, 0) {out_of_order} [{
      aie.use_lock(%l, Acquire, 0)
      aie.dma_bd_packet(0, 3)
      aie.dma_bd(%b : memref<16xi32> len = 16)
      aie.use_lock(%l, Release, 1)
    }]
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_start' op out-of-order S2MM channel must have at least one receive buffer descriptor
aie.device(npu2) {
  %t = aie.tile(3, 1)
  aie.memtile_dma(%t) {
    // expected-error@+1 {{out-of-order S2MM channel must have at least one receive buffer descriptor}}
    aie.dma_start(S2MM, 2, ^end, ^end) {out_of_order}
  ^end:
    aie.end
  }
}

// -----

// The second BD of the chain has no packet header.
// CHECK: error: 'aie.dma_bd' op out-of-order S2MM receive buffer descriptor must be packet-enabled
aie.device(npu2) {
  %t = aie.tile(3, 1)
  %b = aie.buffer(%t) : memref<64xi32>
  aie.memtile_dma(%t) {
    aie.dma_start(S2MM, 2, ^a, ^end) {out_of_order}
  ^a:
    aie.dma_bd(%b : memref<64xi32> len = 32) {bd_id = 4 : i32, packet = #aie.packet_info<pkt_type = 0, pkt_id = 5>}
    aie.next_bd ^c
  ^c:
    // expected-error@+1 {{out-of-order S2MM receive buffer descriptor must be packet-enabled}}
    aie.dma_bd(%b : memref<64xi32> offset = 32 len = 32) {bd_id = 6 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op out_of_order_id belongs on the sender buffer descriptor, not an out-of-order S2MM receive buffer descriptor
aie.device(npu1) {
  %t = aie.tile(2, 3)
  %b = aie.buffer(%t) : memref<16xi32>
  aie.mem(%t) {
    aie.dma_start(S2MM, 0, ^a, ^end) {out_of_order}
  ^a:
    aie.dma_bd_packet(0, 7)
    // expected-error@+1 {{out_of_order_id belongs on the sender buffer descriptor}}
    aie.dma_bd(%b : memref<16xi32> len = 16) {out_of_order_id = 1 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// The second receive BD acquires the lock the first releases: whichever
// packet comes first, one BD may wait on the other forever.
// CHECK: error: 'aie.dma_bd' op out-of-order S2MM prohibits inter-BD lock dependencies; can deadlock
// CHECK: help: packets arrive in any order: this BD acquires
aie.device(npu1) {
  %t = aie.tile(2, 3)
  %b = aie.buffer(%t) : memref<16xi32>
  %done = aie.lock(%t, 4) {init = 0 : i32}
  aie.mem(%t) {
    aie.dma_start(S2MM, 0, ^a, ^end) {out_of_order}
  ^a:
    aie.dma_bd_packet(0, 7)
    aie.dma_bd(%b : memref<16xi32> len = 8)
    aie.use_lock(%done, Release, 1)
    aie.next_bd ^c
  ^c:
    aie.use_lock(%done, AcquireGreaterEqual, 1)
    aie.dma_bd_packet(0, 7)
    // expected-error@+1 {{out-of-order S2MM prohibits inter-BD lock dependencies; can deadlock}}
    aie.dma_bd(%b : memref<16xi32> offset = 8 len = 8)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A sender's id rides in the packet header: it needs one.
// CHECK: error: 'aie.dma_bd' op out_of_order_id requires a packet-enabled BD
// CHECK: help: the id travels in the packet header
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  aie.mem(%t) {
    aie.dma_start(MM2S, 0, ^a, ^end)
  ^a:
    // expected-error@+1 {{out_of_order_id requires a packet-enabled BD}}
    aie.dma_bd(%b : memref<16xi32> len = 16) {out_of_order_id = 2 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op out_of_order_id must be in [0, 63]
// CHECK: help: the packet header's out-of-order id field holds 6 bits
aie.device(npu2) {
  %t = aie.tile(0, 1)
  %b = aie.buffer(%t) : memref<16xi32>
  aie.memtile_dma(%t) {
    aie.dma_start(MM2S, 3, ^a, ^end)
  ^a:
    aie.dma_bd_packet(2, 9)
    // expected-error@+1 {{out_of_order_id must be in [0, 63]}}
    aie.dma_bd(%b : memref<16xi32> len = 16) {out_of_order_id = 100 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op out_of_order_id is not supported on this device
aie.device(xcvc1902) {
  %t = aie.tile(6, 3)
  %b = aie.buffer(%t) : memref<16xi32>
  aie.mem(%t) {
    aie.dma_start(MM2S, 0, ^a, ^end)
  ^a:
    aie.dma_bd_packet(0, 1)
    // expected-error@+1 {{out_of_order_id is not supported on this device}}
    aie.dma_bd(%b : memref<16xi32> len = 16) {out_of_order_id = 0 : i32}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// A DMA task's BD (which `aie.dma_bd`'s rules leave to the task): its
// packet may come from the task; without one the id has no header.
// CHECK: error: 'aie.dma_bd' op out_of_order_id requires a packet-enabled BD
aie.device(npu2) {
  %s = aie.tile(2, 0)
  aie.runtime_sequence(%a: memref<64xi32>) {
    %ok = aiex.dma_configure_task(%s, MM2S, 1, <pkt_type = 0, pkt_id = 4>) {
      aie.dma_bd(%a : memref<64xi32> len = 64) {bd_id = 1 : i32, out_of_order_id = 12 : i32}
      aie.end
    }
    %bad = aiex.dma_configure_task(%s, MM2S, 1) {
      // expected-error@+1 {{out_of_order_id requires a packet-enabled BD}}
      aie.dma_bd(%a : memref<64xi32> len = 64) {bd_id = 2 : i32, out_of_order_id = 12 : i32}
      aie.end
    }
  }
}

// -----

// CHECK: error: 'aiex.npu.writebd' op out_of_order_id must be in [0, 63].
aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op out_of_order_id must be in [0, 63].}}
    aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 8 : i32, buffer_offset = 0 : i32, column = 1 : i32, row = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 1 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 64 : i32, packet_id = 3 : i32, packet_type = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

// CHECK: error: 'aiex.npu.writebd' op out_of_order_id requires a packet-enabled BD
aie.device(npu1) {
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.npu.writebd' op out_of_order_id requires a packet-enabled BD}}
    aiex.npu.writebd {bd_id = 1 : i32, buffer_length = 8 : i32, buffer_offset = 0 : i32, column = 1 : i32, row = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 7 : i32, packet_id = 3 : i32, packet_type = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

// Repeat counts: what the start queue's 8-bit field holds; none on AIE1.
// CHECK: error: 'aie.dma' op repeat_count 512 is out of range [0, 255] for this target
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  %l0 = aie.lock(%t, 0) {init = 1 : i32}
  %l1 = aie.lock(%t, 1)
  aie.mem(%t) {
    // expected-error@+1 {{'aie.dma' op repeat_count 512 is out of range [0, 255] for this target}}
    %0 = aie.dma(MM2S, 0) {repeat_count = 512 : i32} [{
      aie.use_lock(%l0, AcquireGreaterEqual, 1)
      aie.dma_bd(%b : memref<16xi32> len = 16)
      aie.use_lock(%l1, Release, 1)
    }]
    aie.end
  }
}

// -----

// CHECK: error: 'aie.dma_start' op repeat_count is not supported on this target
// CHECK: help: an AIE1 channel runs its BD chain without repeats
aie.device(xcvc1902) {
  %t = aie.tile(5, 3)
  %b = aie.buffer(%t) : memref<16xi32>
  aie.mem(%t) {
    // expected-error@+1 {{repeat_count is not supported on this target}}
    aie.dma_start(MM2S, 0, ^a, ^end, repeat_count = 2)
  ^a:
    aie.dma_bd(%b : memref<16xi32> len = 16)
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// Receive tasks of an out-of-order channel (`{out_of_order}` on a DMA task)
// follow the channel's rules; the task's packet makes its BDs
// packet-enabled.
// CHECK: error: 'aiex.dma_configure_task' op out_of_order is only valid on an S2MM channel
// CHECK: help: an out-of-order channel places incoming packets
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{out_of_order is only valid on an S2MM channel}}
    %t = aiex.dma_configure_task(%s, MM2S, 0, <pkt_type = 0, pkt_id = 0>) {
      aie.dma_bd(%a : memref<16xi32> offset = 0 len = 16) {bd_id = 0 : i32}
      aie.end
    } {out_of_order}
  }
}

// -----

// CHECK: error: 'aie.dma_bd' op out-of-order S2MM receive buffer descriptor must be packet-enabled
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
    %t = aiex.dma_configure_task(%s, S2MM, 0) {
      // expected-error@+1 {{out-of-order S2MM receive buffer descriptor must be packet-enabled}}
      aie.dma_bd(%a : memref<16xi32> offset = 0 len = 16) {bd_id = 0 : i32}
      aie.end
    } {out_of_order}
  }
}

// -----

// CHECK: error: 'aiex.dma_configure_task' op an out-of-order task issues no token
// CHECK: help: remove `issue_token`; wait for the receive BDs' lock releases instead
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{an out-of-order task issues no token}}
    %t = aiex.dma_configure_task(%s, S2MM, 0, <pkt_type = 0, pkt_id = 0>) {
      aie.dma_bd(%a : memref<16xi32> offset = 0 len = 16) {bd_id = 0 : i32}
      aie.end
    } {out_of_order, issue_token = true}
  }
}
