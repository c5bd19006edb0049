// --aie-npu-to-cert: the `configure` sequence is job 1, the next one job 2;
// writes get absolute addresses; a BD block write followed by the patch of
// its address word becomes APPLY_OFFSET_57 on 9-word data (address bits
// 56:48 in word 8) carrying the byte offset of the patch in word 1, moved by a
// uC-DMA BD of 8 words; syncs wait for the aiebu actor (S2MM n = n).
// RUN: aiec --aie-dma-to-npu --aie-npu-to-cert %s | FileCheck %s

// Each job is where its sequence was, on no page (-cert-legalize-pages puts
// jobs on pages), the configuration's marked cert.configure; the job keeps no
// block arguments.
// CHECK:      aiex.cert.job(1) {
// CHECK-NEXT:   aiex.cert.write32(33673732, 2)
// CHECK-NEXT:   aiex.cert.maskwrite32(2301952, 1, 1)
// CHECK-NEXT: } {cert.configure}
// CHECK-NOT:  memref<8xi32>
// CHECK:      memref.global "private" constant @[[D0:.*]] : memref<9xi32> = dense<[32, 16, 0, 0, -1073741824, 33554432, 0, 33554432, 0]>
// CHECK-NEXT: memref.global "private" constant @[[D1:.*]] : memref<9xi32> = dense<[64, 0, 0, 0, -1073741824, 33554432, 0, 33554432, 0]>
// CHECK-NEXT: aiex.cert.uc_dma_chain @[[C0:.*]] {
// CHECK-NEXT:   aiex.cert.uc_dma_bd @[[D0]], 118816, 8, false
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.uc_dma_chain @[[C1:.*]] {
// CHECK-NEXT:   aiex.cert.uc_dma_bd @[[D1]], 118848, 8, false
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.job(2) {
// CHECK-NEXT:   aiex.cert.apply_offset_57(@[[D0]], 1, 0)
// CHECK-NEXT:   aiex.cert.uc_dma_write_des_sync(@[[C0]])
// CHECK-NEXT:   aiex.cert.write32(119324, 1)
// CHECK-NEXT:   aiex.cert.apply_offset_57(@[[D1]], 1, 1)
// CHECK-NEXT:   aiex.cert.uc_dma_write_des_sync(@[[C1]])
// CHECK-NEXT:   aiex.cert.write32(119308, 2147483650)
// CHECK-NEXT:   aiex.cert.wait_tcts(0, 1, 1)
// CHECK-NEXT: }
aie.device(npu2) {
  aie.runtime_sequence @configure() {
    aiex.npu.write32 {address = 0x1D204 : ui32, value = 2 : ui32, column = 1 : i32, row = 0 : i32}
    aiex.npu.maskwrite32 {address = 0x32000 : ui32, value = 1 : ui32, mask = 1 : ui32, column = 0 : i32, row = 2 : i32}
  }
  aie.runtime_sequence @run(%in: memref<64xi32>, %out: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 4][1, 1, 1, 32][0, 0, 0, 1]) {metadata = @in0, id = 1 : i64} : memref<64xi32>
    aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @out0, id = 2 : i64} : memref<64xi32>
    aiex.npu.dma_wait {symbol = @out0}
  }
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @in0(%t, MM2S, 1)
  aie.shim_dma_allocation @out0(%t, S2MM, 1)
}
