// Locks and buffers declared inside a DMA program's region (as mlir-aie's
// hand-written designs do in `aie.memtile_dma`) get their initial values in
// the configuration job like those at device level.
// RUN: aiec %s --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s

// CHECK:       START_JOB 1
// Mem-tile locks 0 and 1 (lock values at 0xc0000 + 16 x id of tile (0, 1)).
// CHECK:         WRITE_32 {{ *}}0x001c0000, 0x00000001
// CHECK-NEXT:    WRITE_32 {{ *}}0x001c0010, 0x00000003
// CHECK:       END_JOB

module {
  aie.device(npu1) {
    %t01 = aie.tile(0, 1)
    %memtile_dma = aie.memtile_dma(%t01) {
      %buf = aie.buffer(%t01) {address = 0 : i32, sym_name = "buf"} : memref<16xi32>
      %l0 = aie.lock(%t01, 0) {init = 1 : i32, sym_name = "l0"}
      %l1 = aie.lock(%t01, 1) {init = 3 : i32, sym_name = "l1"}
      %0 = aie.dma(S2MM, 0) [{
        aie.use_lock(%l0, AcquireGreaterEqual, 1)
        aie.dma_bd(%buf : memref<16xi32>) {bd_id = 0 : i32, next_bd_id = 0 : i32}
        aie.use_lock(%l1, Release, 1)
      }]
      aie.end
    }
  }
}
