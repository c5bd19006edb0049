// Resets --aie-verify-runtime-rearm rejects; run by ../verify-runtime-rearm.mlir.

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  %prod = aie.lock(%t, 0) {init = 2 : i32, sym_name = "prod"}
  // expected-note@+1 {{this lock is bound to the reset channel and is not re-armed}}
  %cons = aie.lock(%t, 1) {init = 0 : i32, sym_name = "cons"}
  %buf = aie.buffer(%t) : memref<16xi32>
  aie.mem(%t) {
    %s = aie.dma_start(S2MM, 0, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%prod, AcquireGreaterEqual, 1)
    aie.dma_bd(%buf : memref<16xi32>, 0, 16)
    aie.use_lock(%cons, Release, 1)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
  aie.runtime_sequence @seq(%a: memref<16xi32>) {
    // expected-error@+1 {{'aiex.dma_channel_reset' op resets a DMA channel whose objectFIFO lock is never re-armed; the semaphore counter stays frozen and the channel's peer will block forever on acquire (a runtime deadlock). Re-arm each bound lock with an aiex.set_lock}}
    aiex.dma_channel_reset(%t, S2MM, 0)
    aiex.set_lock(%prod, 2)
  }
}

// -----

aie.device(npu1_1col) {
  %m = aie.tile(0, 1)
  // expected-note@+1 {{this lock is bound to the reset channel and is not re-armed}}
  %l0 = aie.lock(%m, 0) {init = 1 : i32}
  // expected-note@+1 {{this lock is bound to the reset channel and is not re-armed}}
  %l1 = aie.lock(%m, 1) {init = 0 : i32}
  %b0 = aie.buffer(%m) : memref<16xi32>
  %b1 = aie.buffer(%m) : memref<16xi32>
  aie.memtile_dma(%m) {
    %s = aie.dma_start(MM2S, 1, ^bd0, ^end)
  ^bd0:
    aie.use_lock(%l0, AcquireGreaterEqual, 1)
    aie.dma_bd(%b0 : memref<16xi32>, 0, 16)
    aie.use_lock(%l0, Release, 1)
    aie.next_bd ^bd1
  ^bd1:
    aie.use_lock(%l1, AcquireGreaterEqual, 1)
    aie.dma_bd(%b1 : memref<16xi32>, 0, 16)
    aie.use_lock(%l1, Release, 1)
    aie.next_bd ^bd0
  ^end:
    aie.end
  }
  aie.runtime_sequence @seq(%a: memref<16xi32>) {
    // expected-error@+1 {{resets a DMA channel whose objectFIFO lock is never re-armed}}
    aiex.dma_channel_reset(%m, MM2S, 1)
  }
}
