// --cert-legalize-pages: a job whose estimate (32-byte header, 16 per
// instruction of these, 16 per uC-DMA BD plus its data) reaches 8000 bytes
// is split at the first op where the running estimate reached 4000; later
// jobs are renumbered.
// RUN: aiec -cert-legalize-pages %s | FileCheck %s

// Job 1: 32 + 3 x (16 + 16 + 2800) = 8528 bytes; before its third op the
// estimate is 5696 >= 4000, before the second 2864.
// CHECK:      aiex.cert.job(1) {
// CHECK-NEXT:   aiex.cert.uc_dma_write_des_sync(@c0)
// CHECK-NEXT:   aiex.cert.uc_dma_write_des_sync(@c1)
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.job(2) {
// CHECK-NEXT:   aiex.cert.uc_dma_write_des_sync(@c2)
// CHECK-NEXT:   aiex.cert.write32(4, 5)
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.job(3) {
// CHECK-NEXT:   aiex.cert.wait_tcts(0, 6, 1)
// CHECK-NEXT: }
aie.device(npu2) {
  memref.global "private" constant @d0 : memref<700xi32> = dense<7>
  memref.global "private" constant @d1 : memref<700xi32> = dense<7>
  memref.global "private" constant @d2 : memref<700xi32> = dense<7>
  aiex.cert.uc_dma_chain @c0 {
    aiex.cert.uc_dma_bd @d0, 0, 700, false
  }
  aiex.cert.uc_dma_chain @c1 {
    aiex.cert.uc_dma_bd @d1, 4096, 700, false
  }
  aiex.cert.uc_dma_chain @c2 {
    aiex.cert.uc_dma_bd @d2, 8192, 700, false
  }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des_sync(@c0)
    aiex.cert.uc_dma_write_des_sync(@c1)
    aiex.cert.uc_dma_write_des_sync(@c2)
    aiex.cert.write32(4, 5)
  }
  aiex.cert.job(2) {
    aiex.cert.wait_tcts(0, 6, 1)
  }
}
