// Locks and buffers a DMA program declares inside its own region (as
// mlir-aie's objectfifo lowering emits them for mem tiles) are configured
// like top-level ones: the lock's initial value and the buffer's initial
// data are written before the channel starts.
// RUN: aiec %s --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s

// CHECK:       START_JOB 1
// Mem tile (0, 1), lock 1 starts at 2 (lock value registers at 0xc0000 + 16 * id).
// CHECK:         WRITE_32               0x001c0010, 0x00000002
// Lock 2 of the tile's DMA region has no initial value and is not written.
// CHECK-NOT:     0x001c0020
// The buffer's initial value is written with the BD.
// CHECK:         uC_DMA_WRITE_DES_SYNC  @[[CHAIN:[a-z_0-9]+]]
// CHECK:       [[CHAIN]]:
// CHECK-NEXT:    UC_DMA_BD       0, 0x00100400, @mbuf_init, 2, 0, 1
// CHECK:       mbuf_init:
// CHECK-NEXT:    .long           0x00000007
// CHECK-NEXT:    .long           0x00000009

module {
  aie.device(npu1) {
    %t01 = aie.tile(0, 1)
    %sb = aie.switchbox(%t01) {
      aie.connect<DMA : 0, South : 0>
    }
    %mem = aie.memtile_dma(%t01) {
      %l1 = aie.lock(%t01, 1) {init = 2 : i32, sym_name = "l1"}
      %l2 = aie.lock(%t01, 2) {sym_name = "l2"}
      %buf = aie.buffer(%t01) {address = 1024 : i32, sym_name = "mbuf"} : memref<2xi32> = dense<[7, 9]>
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.use_lock(%l1, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<2xi32>, 0, 2) {bd_id = 0 : i32, next_bd_id = 0 : i32}
      aie.use_lock(%l2, Release, 1)
      aie.next_bd ^bd0
    ^end:
      aie.end
    }
  }
}
