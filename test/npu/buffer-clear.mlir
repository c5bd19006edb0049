// --aie-lower-buffer-clear: aiex.buffer_clear(%tile, address, length) is one
// npu.blockwrite of `length` zero words at the tile-local address, with the
// tile's column and row; clears of one length share one zero global, a new
// length gets its own. The default pipeline runs the pass: the zero words
// reach the array by the uC's DMA, at column 0 row 2 (0x200000 + address)
// and at the mem tile's 0x100000 + 1024.
// RUN: aiec --aie-syntax=2026-04 --aie-lower-buffer-clear %s | FileCheck %s
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM

// CHECK:      memref.global "private" constant @blockwrite_data_0 : memref<6xi32> = dense<0>
// CHECK-NEXT: memref.global "private" constant @blockwrite_data_1 : memref<3xi32> = dense<0>
// CHECK:      aie.runtime_sequence @clear() {
// CHECK-NEXT:   %[[A:.*]] = memref.get_global @blockwrite_data_0 : memref<6xi32>
// CHECK-NEXT:   aiex.npu.blockwrite(%[[A]]) {address = 0 : ui32, column = 0 : i32, row = 2 : i32} : memref<6xi32>
// CHECK-NEXT:   %[[B:.*]] = memref.get_global @blockwrite_data_0 : memref<6xi32>
// CHECK-NEXT:   aiex.npu.blockwrite(%[[B]]) {address = 32 : ui32, column = 0 : i32, row = 2 : i32} : memref<6xi32>
// CHECK-NEXT:   %[[C:.*]] = memref.get_global @blockwrite_data_1 : memref<3xi32>
// CHECK-NEXT:   aiex.npu.blockwrite(%[[C]]) {address = 1024 : ui32, column = 0 : i32, row = 1 : i32} : memref<3xi32>
// CHECK-NEXT: }
// CHECK-NOT:  aiex.buffer_clear

// ASM:      UC_DMA_BD {{.*}} 0x00200000, @blockwrite_data_0, 6, 0, 1
// ASM-NEXT: UC_DMA_BD {{.*}} 0x00200020, @blockwrite_data_0, 6, 0, 1
// ASM-NEXT: UC_DMA_BD {{.*}} 0x00100400, @blockwrite_data_1, 3, 0, 0
module {
  aie.device(npu1_1col) {
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    aie.runtime_sequence @clear() {
      aiex.buffer_clear(%t02, 0, 6)
      aiex.buffer_clear(%t02, 32, 6)
      aiex.buffer_clear(%t01, 1024, 3)
    }
  }
}
