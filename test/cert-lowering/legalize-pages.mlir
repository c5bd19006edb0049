// -cert-legalize-pages, as mlir-aie's AIECertPages: every job goes on an
// aiex.cert.page; LOAD_PDI and PREEMPT get a job and a page of their own; a
// page whose estimate (32-byte header, 16 per uC-DMA sync, 12 per write32,
// 8 per wait, 16 per uC-DMA BD plus its data) reaches 8000 bytes is split
// at the first op, not the first of its job, before which the running
// estimate reached 4000; jobs numbered after the split one (in the whole
// device) move up; consecutive uC-DMA syncs are merged again.
// RUN: aiec -cert-legalize-pages --split-input-file %s | FileCheck %s
// The output is legal already.
// RUN: aiec -cert-legalize-pages --split-input-file %s | aiec -cert-legalize-pages --split-input-file - | FileCheck %s

// Job 1: 32 + 3 x (16 + 16 + 2800) + 12 = 8540 bytes; before its third op
// the estimate is 5696 >= 4000. The first two syncs then merge (5632 bytes
// of data).
// CHECK-LABEL: aie.device(npu2) {
// CHECK:      aiex.cert.uc_dma_chain @c1 {
// CHECK-NEXT:   aiex.cert.uc_dma_bd @d0, 0, 700, true
// CHECK-NEXT:   aiex.cert.uc_dma_bd @d1, 4096, 700, false
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.uc_dma_chain @c2 {
// CHECK:      aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(1) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c1)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(2) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c2)
// CHECK-NEXT:     aiex.cert.write32(4, 5)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(3) {
// CHECK-NEXT:     aiex.cert.wait_tcts(0, 6, 1)
// CHECK-NEXT:   }
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

// -----

// A page of two jobs (8564 bytes): the estimate reaches 4000 at the end of
// job 1, but a page does not split before a job's first op: job 2 splits
// after its first. The jobs above 2, in a column group too, move up.
// CHECK-LABEL: aie.device(npu2) {
// CHECK:      aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(1) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c0)
// CHECK-NEXT:     aiex.cert.write32(1, 1)
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c1)
// CHECK-NEXT:   }
// CHECK-NEXT:   aiex.cert.job(2) {
// CHECK-NEXT:     aiex.cert.write32(9, 9)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(3) {
// CHECK-NEXT:     aiex.cert.write32(9, 10)
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c2)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(4) {
// CHECK-NEXT:     aiex.cert.nop
// CHECK:      aiex.cert.attach_to_group(1) {
// CHECK-NEXT:   aiex.cert.page {
// CHECK-NEXT:     aiex.cert.job(6) {
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
  aiex.cert.page {
    aiex.cert.job(1) {
      aiex.cert.uc_dma_write_des_sync(@c0)
      aiex.cert.write32(1, 1)
      aiex.cert.uc_dma_write_des_sync(@c1)
    }
    aiex.cert.job(2) {
      aiex.cert.write32(9, 9)
      aiex.cert.write32(9, 10)
      aiex.cert.uc_dma_write_des_sync(@c2)
    }
  }
  aiex.cert.job(3) {
    aiex.cert.nop
  }
  aiex.cert.attach_to_group(1) {
    aiex.cert.job(5) {
      aiex.cert.nop
    }
  }
}

// -----

// LOAD_PDI and PREEMPT: the ops before stay in the job (on a new page
// before), the op goes to the next free id (one above the device's highest),
// the ops after to the one after that; a job in a section goes on a page of
// the section. One alone in its job but sharing a page moves to a page of
// its own after it.
// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: aiex.cert.section @pdi {
// CHECK-NEXT:   aiex.cert.page {
// CHECK-NEXT:     aiex.cert.job(5) {
// CHECK:      aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(1) {
// CHECK-NEXT:     aiex.cert.write32(1, 2)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(11) {
// CHECK-NEXT:     aiex.cert.load_pdi(1, @pdi)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(12) {
// CHECK-NEXT:     aiex.cert.write32(3, 4)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(13) {
// CHECK-NEXT:     aiex.cert.preempt(0, @pdi, @pdi)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(10) {
// CHECK-NEXT:     aiex.cert.nop
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(9) {
// CHECK-NEXT:     aiex.cert.load_pdi(1, @pdi)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: }
aie.device(npu2) {
  aiex.cert.section @pdi {
    aiex.cert.job(5) {
      aiex.cert.nop
    }
  }
  aiex.cert.job(1) {
    aiex.cert.write32(1, 2)
    aiex.cert.load_pdi(1, @pdi)
    aiex.cert.write32(3, 4)
    aiex.cert.preempt(0, @pdi, @pdi)
  }
  aiex.cert.page {
    aiex.cert.job(9) {
      aiex.cert.load_pdi(1, @pdi)
    }
    aiex.cert.job(10) {
      aiex.cert.nop
    }
  }
}
