// -cert-legalize-pages, as mlir-aie's AIECertPages since its multi-uC work
// (docs/cert-lowering.md, "Pages"): attach_to_group(0) joins the device's
// own (uC 0) stream; each run of jobs outside pages goes on one implicit
// page ({cert.implicit}), cut where a job waits on an actor a job of the
// page waits on, the configure job on a page of its own, first; a page
// with a placement moves into its uC's group; LOAD_PDI and PREEMPT get a
// job and a page of their own; a page whose estimate (32 bytes, 8 + 4 per
// job, each instruction's size, 16 per uC-DMA BD plus its data) reaches
// 8000 bytes is split where its first part is closest to 4000, never
// between the participants of a local barrier; consecutive uC-DMA syncs
// merge again, across a NOP only.
// RUN: aiec -cert-legalize-pages --split-input-file %s 2>/dev/null | FileCheck %s
// RUN: aiec -cert-legalize-pages --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// The output is legal already.
// RUN: aiec -cert-legalize-pages --split-input-file %s 2>/dev/null | aiec -cert-legalize-pages --split-input-file - | FileCheck %s

// One implicit page of jobs 1 and 2: 32 + 8 + 3 x (4 + 16 + 2800) + 12 + 4
// + 8 + 8 + 4 = 8536 bytes. The estimate first reaches 4000 with the
// second sync (5680), so the page splits after it, inside job 1: its last
// two ops become job 2, job 2 becomes job 3. The first two syncs merge
// (5632 bytes of data). An implicit page split is a remark.
// REMARK: remark: auto-split of implicit cert.page serializes cooperatively-scheduled jobs into separate sequential pages
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
// CHECK-NEXT: } {cert.implicit}
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(2) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c2)
// CHECK-NEXT:     aiex.cert.write32(4, 5)
// CHECK-NEXT:   }
// CHECK-NEXT:   aiex.cert.job(3) {
// CHECK-NEXT:     aiex.cert.wait_tcts(0, 6, 1)
// CHECK-NEXT:   }
// CHECK-NEXT: } {cert.implicit}
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

// An explicit page (8552 bytes): job 1's last sync takes the estimate from
// 2872 to 5692, and is its job's last op, so the page splits before it
// (no remark: the author drew the page). Every job numbered above 1, in the
// implicit page of job 3 and in group 1 too, moves up by one.
// CHECK-LABEL: aie.device(npu2) {
// CHECK:      aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(1) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c0)
// CHECK-NEXT:     aiex.cert.write32(1, 1)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(2) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c1)
// CHECK-NEXT:   }
// CHECK-NEXT:   aiex.cert.job(3) {
// CHECK-NEXT:     aiex.cert.write32(9, 9)
// CHECK-NEXT:     aiex.cert.write32(9, 10)
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c2)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(4) {
// CHECK-NEXT:     aiex.cert.nop
// CHECK-NEXT:   }
// CHECK-NEXT: } {cert.implicit}
// CHECK-NEXT: aiex.cert.attach_to_group(1) {
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

// A page of small jobs whose sum is too much (32 + 3 x 2832 = 8528) splits
// between jobs, the one closest to 4000 (before job 2, at 2872): no job is
// cut, so no id changes.
// CHECK-LABEL: aie.device(npu2) {
// CHECK:      aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(1) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c0)
// CHECK-NEXT:   }
// CHECK-NEXT: } {cert.implicit}
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(2) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c1)
// CHECK-NEXT:   }
// CHECK-NEXT:   aiex.cert.job(3) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c2)
// CHECK-NEXT:   }
// CHECK-NEXT: } {cert.implicit}
aie.device(npu2) {
  memref.global "private" constant @d0 : memref<700xi32> = dense<7>
  memref.global "private" constant @d1 : memref<700xi32> = dense<7>
  memref.global "private" constant @d2 : memref<700xi32> = dense<7>
  aiex.cert.uc_dma_chain @c0 { aiex.cert.uc_dma_bd @d0, 0, 700, false }
  aiex.cert.uc_dma_chain @c1 { aiex.cert.uc_dma_bd @d1, 4096, 700, false }
  aiex.cert.uc_dma_chain @c2 { aiex.cert.uc_dma_bd @d2, 8192, 700, false }
  aiex.cert.job(1) { aiex.cert.uc_dma_write_des_sync(@c0) }
  aiex.cert.job(2) { aiex.cert.uc_dma_write_des_sync(@c1) }
  aiex.cert.job(3) { aiex.cert.uc_dma_write_des_sync(@c2) }
}

// -----

// The first cut (before the third sync, at 5684) would part the two
// participants of local barrier 0; the page splits at the legal cut closest
// to 4000 instead, before the barrier of job 1.
// CHECK-LABEL: aie.device(npu2) {
// CHECK:      aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(1) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c0)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(2) {
// CHECK-NEXT:     aiex.cert.local_barrier(0, 2)
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c2)
// CHECK-NEXT:   }
// CHECK-NEXT:   aiex.cert.job(3) {
// CHECK-NEXT:     aiex.cert.local_barrier(0, 2)
// CHECK-NEXT:   }
// CHECK-NEXT: }
aie.device(npu2) {
  memref.global "private" constant @d0 : memref<700xi32> = dense<7>
  memref.global "private" constant @d1 : memref<700xi32> = dense<7>
  memref.global "private" constant @d2 : memref<700xi32> = dense<7>
  aiex.cert.uc_dma_chain @c0 { aiex.cert.uc_dma_bd @d0, 0, 700, false }
  aiex.cert.uc_dma_chain @c1 { aiex.cert.uc_dma_bd @d1, 4096, 700, false }
  aiex.cert.uc_dma_chain @c2 { aiex.cert.uc_dma_bd @d2, 8192, 700, false }
  aiex.cert.page {
    aiex.cert.job(1) {
      aiex.cert.uc_dma_write_des_sync(@c0)
      aiex.cert.local_barrier(0, 2)
      aiex.cert.uc_dma_write_des_sync(@c1)
      aiex.cert.uc_dma_write_des_sync(@c2)
    }
    aiex.cert.job(2) {
      aiex.cert.local_barrier(0, 2)
    }
  }
}

// -----

// A MASK_POLL_32 costs its 16 bytes: with it the page reaches 32 + 8 + (4 +
// 16 + 7908) + 16 + 12 + 4 = 8000 and splits before it (without it, 7984
// fits).
// CHECK-LABEL: aie.device(npu2) {
// CHECK:      aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(1) {
// CHECK-NEXT:     aiex.cert.uc_dma_write_des_sync(@c)
// CHECK-NEXT:   }
// CHECK-NEXT: } {cert.implicit}
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(2) {
// CHECK-NEXT:     aiex.cert.maskpoll32(119328, 16777216, 0)
// CHECK-NEXT:     aiex.cert.write32(119316, 1)
aie.device(npu2) {
  memref.global "private" constant @d : memref<1977xi32> = dense<0>
  aiex.cert.uc_dma_chain @c { aiex.cert.uc_dma_bd @d, 131072, 1977, false }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des_sync(@c)
    aiex.cert.maskpoll32(119328, 16777216, 0)
    aiex.cert.write32(119316, 1)
  }
}

// -----

// Syncs merge across a NOP, not across a poll (a transfer moved past the
// poll of its queue's room could be dropped).
// CHECK-LABEL: aie.device(npu2) {
// CHECK:      aiex.cert.uc_dma_chain @cc {
// CHECK-NEXT:   aiex.cert.uc_dma_bd @b, 16, 2, true
// CHECK-NEXT:   aiex.cert.uc_dma_bd @c, 32, 2, false
// CHECK:        aiex.cert.uc_dma_write_des_sync(@ca)
// CHECK-NEXT:   aiex.cert.maskpoll32(119328, 16777216, 0)
// CHECK-NEXT:   aiex.cert.nop
// CHECK-NEXT:   aiex.cert.uc_dma_write_des_sync(@cc)
aie.device(npu2) {
  memref.global "private" constant @a : memref<2xi32> = dense<1>
  memref.global "private" constant @b : memref<2xi32> = dense<2>
  memref.global "private" constant @c : memref<2xi32> = dense<3>
  aiex.cert.uc_dma_chain @ca { aiex.cert.uc_dma_bd @a, 0, 2, false }
  aiex.cert.uc_dma_chain @cb { aiex.cert.uc_dma_bd @b, 16, 2, false }
  aiex.cert.uc_dma_chain @cc { aiex.cert.uc_dma_bd @c, 32, 2, false }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des_sync(@ca)
    aiex.cert.maskpoll32(119328, 16777216, 0)
    aiex.cert.uc_dma_write_des_sync(@cb)
    aiex.cert.nop
    aiex.cert.uc_dma_write_des_sync(@cc)
  }
}

// -----

// attach_to_group(0) joins uC 0's stream; the runs of jobs: 2 and 3 share a
// page, 4 waits on the actor 3 waits on, so starts the next; the configure
// job goes first on a page of its own.
// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(1) {
// CHECK-NEXT:     aiex.cert.write32(2, 2)
// CHECK-NEXT:   } {cert.configure}
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(2) {
// CHECK:        aiex.cert.job(3) {
// CHECK-NEXT:     aiex.cert.wait_tcts(0, 6, 1)
// CHECK-NEXT:   }
// CHECK-NEXT: } {cert.implicit}
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(4) {
// CHECK:        aiex.cert.job(5) {
// CHECK-NOT:  attach_to_group
aie.device(npu2) {
  aiex.cert.job(2) { aiex.cert.write32(1, 1) }
  aiex.cert.attach_to_group(0) {
    aiex.cert.job(3) { aiex.cert.wait_tcts(0, 6, 1) }
  }
  aiex.cert.job(4) { aiex.cert.wait_tcts(0, 6, 1) }
  aiex.cert.job(5) { aiex.cert.wait_tcts(0, 7, 1) }
  aiex.cert.job(1) { aiex.cert.write32(2, 2) } {cert.configure}
}

// -----

// A page's placement moves it into its uC's group (made where the uC's first
// page was), in order; placement 0 is uC 0 already.
// CHECK-LABEL: aie.device(xcve3858) {
// CHECK-NEXT: aiex.cert.attach_to_group(2) {
// CHECK-NEXT:   aiex.cert.page {
// CHECK-NEXT:     aiex.cert.job(1) {
// CHECK:        aiex.cert.page {
// CHECK-NEXT:     aiex.cert.job(3) {
// CHECK:      aiex.cert.job(2) {
// CHECK:      aiex.cert.attach_to_group(1) {
// CHECK-NEXT:   aiex.cert.page {
// CHECK-NEXT:     aiex.cert.job(4) {
// CHECK:      aiex.cert.job(5) {
// CHECK:      } {placement = 0 : i32}
aie.device(xcve3858) {
  aiex.cert.page { aiex.cert.job(1) { aiex.cert.write32(1, 1) } } {placement = 2 : i32}
  aiex.cert.page { aiex.cert.job(2) { aiex.cert.write32(2, 2) } }
  aiex.cert.page { aiex.cert.job(3) { aiex.cert.write32(3, 3) } } {placement = 2 : i32}
  aiex.cert.page { aiex.cert.job(4) { aiex.cert.write32(4, 4) } } {placement = 1 : i32}
  aiex.cert.page { aiex.cert.job(5) { aiex.cert.write32(5, 5) } } {placement = 0 : i32}
}

// -----

// LOAD_PDI and PREEMPT: the ops before stay in the job (on a page before),
// the op goes to the next free id (one above the device's highest), the ops
// after to the one after that, each on a page, in order. One alone in its
// job but sharing a page gets a page of its own, the jobs after it a page
// after that. A job in a section stays off pages.
// CHECK-LABEL: aie.device(npu2) {
// CHECK-NEXT: aiex.cert.section @pdi {
// CHECK-NEXT:   aiex.cert.job(5) {
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
// CHECK-NEXT:   aiex.cert.job(9) {
// CHECK-NEXT:     aiex.cert.load_pdi(1, @pdi)
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: aiex.cert.page {
// CHECK-NEXT:   aiex.cert.job(10) {
// CHECK-NEXT:     aiex.cert.nop
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
