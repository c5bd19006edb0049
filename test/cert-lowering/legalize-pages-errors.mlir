// -cert-legalize-pages: a page estimated over the 8192 bytes a uC page holds
// that offers no split point (each page keeps an op), or only ones between
// a local barrier's participants, is an error.
// RUN: aiec -cert-legalize-pages --split-input-file --verify-diagnostics %s

// 32 + 8 + (4 + 16 + 8400) + 4 = 8464 bytes in one op.
aie.device(npu2) {
  memref.global "private" constant @d : memref<2100xi32> = dense<0>
  aiex.cert.uc_dma_chain @c { aiex.cert.uc_dma_bd @d, 0, 2100, false }
  // expected-error@+1 {{cert.page is an estimated 8464 bytes, over the 8192-byte microcontroller page limit, and offers no split point (a split must fall inside a job, after at least one of its ops); break the oversized job into smaller jobs}}
  aiex.cert.page {
    aiex.cert.job(1) {
      aiex.cert.uc_dma_write_des_sync(@c)
    }
  }
}

// -----

// 8244 bytes; every cut would part barrier 0's participants.
aie.device(npu2) {
  memref.global "private" constant @d : memref<2040xi32> = dense<0>
  aiex.cert.uc_dma_chain @c { aiex.cert.uc_dma_bd @d, 0, 2040, false }
  // expected-error@+1 {{cert.page is an estimated 8244 bytes, over the 8192-byte microcontroller page limit, and cannot be split without separating a local_barrier participant set across pages; reduce the page's contents or regroup its local_barrier participants so that a legal split point exists}}
  aiex.cert.page {
    aiex.cert.job(1) {
      aiex.cert.local_barrier(0, 2)
      aiex.cert.uc_dma_write_des_sync(@c)
    }
    aiex.cert.job(2) {
      aiex.cert.local_barrier(0, 2)
    }
  }
}
