// --aie-lower-to-cert on an out-of-order S2MM channel (mlir-aie #3577):
// the channel control gets enable_out_of_order (bit 3) and the start queue
// is written with BD 0 and no token (the header picks each BD; aie-rt
// leaves the token bits alone because they alias the BD id). Each receive
// BD is configured without use_next_bd, even where the chain names one;
// a release-only BD points its (disabled) acquire at the released lock.
// The chain back to the channel's own head ends the receive set, and the
// MM2S channel of the same program keeps its in-order start.
// RUN: aiec %s --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s

// CHECK:       START_JOB 1
// CHECK:         uC_DMA_WRITE_DES_SYNC  @[[CHAIN:[a-z_0-9]+]]
// S2MM 1: control (0x1DE08) then queue (0x1DE0C) with repeat 3, BD 0.
// CHECK-NEXT:    WRITE_32               0x0021de08, 0x00000008
// CHECK-NEXT:    WRITE_32               0x0021de0c, 0x00030000
// MM2S 0 starts at BD 2 as usual.
// CHECK-NEXT:    WRITE_32               0x0021de14, 0x00000002
// CHECK-NEXT:  END_JOB
// CHECK:       [[CHAIN]]:
// CHECK-NEXT:    UC_DMA_BD       0, 0x0021d020, @bd_0_2_1, 6, 0, 1
// CHECK-NEXT:    UC_DMA_BD       0, 0x0021d080, @bd_0_2_4, 6, 0, 1
// CHECK-NEXT:    UC_DMA_BD       0, 0x0021d040, @bd_0_2_2, 6, 0, 0
// Release-only: valid, release lock 3 by 1, acquire id 3 (disabled), no
// next BD (next_bd_id = 4 is not encoded), packet-enabled.
// CHECK:       bd_0_2_1:
// CHECK-NEXT:    .long           0x01000010
// CHECK-NEXT:    .long           0x40180000
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x00000000
// CHECK-NEXT:    .long           0x02046003
// Acquire lock 1 (>= 1, enabled) and release lock 3.
// CHECK:       bd_0_2_4:
// CHECK-NEXT:    .long           0x02000010
// CHECK-NEXT:    .long           0x40180000
// CHECK-COUNT-3: .long           0x00000000
// CHECK-NEXT:    .long           0x02047fe1
// The in-order BD keeps its chain (use_next_bd, next BD 2).
// CHECK:       bd_0_2_2:
// CHECK:         .long           0x16045fe2

module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %done = aie.lock(%t02, 3) {init = 0 : i32, sym_name = "done"}
    %free = aie.lock(%t02, 1) {init = 2 : i32, sym_name = "free"}
    %send = aie.lock(%t02, 2) {init = 1 : i32, sym_name = "send"}
    %a = aie.buffer(%t02) {address = 4096 : i32, sym_name = "a"} : memref<16xi32>
    %b = aie.buffer(%t02) {address = 8192 : i32, sym_name = "b"} : memref<16xi32>
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 1, ^r0, ^tx, repeat_count = 3) {out_of_order}
    ^r0:
      aie.dma_bd_packet(0, 3)
      aie.dma_bd(%a : memref<16xi32>, 0, 16) {bd_id = 1 : i32, next_bd_id = 4 : i32}
      aie.use_lock(%done, Release, 1)
      aie.next_bd ^r1
    ^r1:
      aie.use_lock(%free, AcquireGreaterEqual, 1)
      aie.dma_bd_packet(0, 3)
      aie.dma_bd(%b : memref<16xi32>, 0, 16) {bd_id = 4 : i32, next_bd_id = 1 : i32}
      aie.use_lock(%done, Release, 1)
      aie.next_bd ^r0
    ^tx:
      %1 = aie.dma_start(MM2S, 0, ^s0, ^end)
    ^s0:
      aie.use_lock(%send, AcquireGreaterEqual, 1)
      aie.dma_bd(%a : memref<16xi32>, 0, 16) {bd_id = 2 : i32, next_bd_id = 2 : i32}
      aie.use_lock(%send, Release, 1)
      aie.next_bd ^s0
    ^end:
      aie.end
    }
  }
}
