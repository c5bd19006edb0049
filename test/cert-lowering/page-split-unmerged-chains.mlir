// A job of 40 blockwrites of 200 bytes: 8000 bytes of data, 8640 with
// the 16-byte descriptor of each uC-DMA BD, so more than a page. The pager
// cuts between a page's ops, never inside a chain: --aie-npu-to-cert leaves
// a job that does not fit a page unmerged, and -cert-legalize-pages cuts it
// where its first half reaches 4000 bytes (18 transfers of 216 bytes and
// their instructions) and merges each page's transfers into one chain.
// A job that fits a page is merged at once (the second case).

// RUN: aiec --split-input-file --aie-npu-to-cert %s | FileCheck %s --check-prefix=CONV
// RUN: aiec --split-input-file --aie-npu-to-cert %s | aiec --split-input-file --cert-legalize-pages 2>/dev/null | FileCheck %s

// CONV-LABEL: @big
// CONV-COUNT-40: aiex.cert.uc_dma_chain
// CONV-NOT:      aiex.cert.uc_dma_chain
// CONV-COUNT-40: aiex.cert.uc_dma_write_des_sync
// CONV-LABEL: @small
// CONV:          aiex.cert.uc_dma_chain @[[S:[a-z0-9_]+]] {
// CONV-COUNT-3:    aiex.cert.uc_dma_bd
// CONV-NEXT:     }
// CONV-NOT:      aiex.cert.uc_dma_chain
// CONV:          aiex.cert.uc_dma_write_des_sync(@[[S]])
// CONV-NOT:      aiex.cert.uc_dma_write_des_sync

// CHECK-LABEL: @big
// CHECK:          aiex.cert.uc_dma_chain @[[A:[a-z0-9_]+]] {
// CHECK-COUNT-18:   aiex.cert.uc_dma_bd
// CHECK-NEXT:     }
// CHECK:          aiex.cert.uc_dma_chain @[[B:[a-z0-9_]+]] {
// CHECK-COUNT-22:   aiex.cert.uc_dma_bd
// CHECK-NEXT:     }
// CHECK:          aiex.cert.page {
// CHECK-NEXT:       aiex.cert.job({{[0-9]+}}) {
// CHECK-NEXT:         aiex.cert.uc_dma_write_des_sync(@[[A]])
// CHECK-NEXT:       }
// CHECK-NEXT:     } {cert.implicit}
// CHECK-NEXT:     aiex.cert.page {
// CHECK-NEXT:       aiex.cert.job({{[0-9]+}}) {
// CHECK-NEXT:         aiex.cert.uc_dma_write_des_sync(@[[B]])
// CHECK-NEXT:       }
// CHECK-NEXT:     } {cert.implicit}
// CHECK-LABEL: @small

module @big {
aie.device(npu2) {
  memref.global "private" constant @w0 : memref<50xi32> = dense<0>
  memref.global "private" constant @w1 : memref<50xi32> = dense<1>
  memref.global "private" constant @w2 : memref<50xi32> = dense<2>
  memref.global "private" constant @w3 : memref<50xi32> = dense<3>
  memref.global "private" constant @w4 : memref<50xi32> = dense<4>
  memref.global "private" constant @w5 : memref<50xi32> = dense<5>
  memref.global "private" constant @w6 : memref<50xi32> = dense<6>
  memref.global "private" constant @w7 : memref<50xi32> = dense<7>
  memref.global "private" constant @w8 : memref<50xi32> = dense<8>
  memref.global "private" constant @w9 : memref<50xi32> = dense<9>
  memref.global "private" constant @w10 : memref<50xi32> = dense<10>
  memref.global "private" constant @w11 : memref<50xi32> = dense<11>
  memref.global "private" constant @w12 : memref<50xi32> = dense<12>
  memref.global "private" constant @w13 : memref<50xi32> = dense<13>
  memref.global "private" constant @w14 : memref<50xi32> = dense<14>
  memref.global "private" constant @w15 : memref<50xi32> = dense<15>
  memref.global "private" constant @w16 : memref<50xi32> = dense<16>
  memref.global "private" constant @w17 : memref<50xi32> = dense<17>
  memref.global "private" constant @w18 : memref<50xi32> = dense<18>
  memref.global "private" constant @w19 : memref<50xi32> = dense<19>
  memref.global "private" constant @w20 : memref<50xi32> = dense<20>
  memref.global "private" constant @w21 : memref<50xi32> = dense<21>
  memref.global "private" constant @w22 : memref<50xi32> = dense<22>
  memref.global "private" constant @w23 : memref<50xi32> = dense<23>
  memref.global "private" constant @w24 : memref<50xi32> = dense<24>
  memref.global "private" constant @w25 : memref<50xi32> = dense<25>
  memref.global "private" constant @w26 : memref<50xi32> = dense<26>
  memref.global "private" constant @w27 : memref<50xi32> = dense<27>
  memref.global "private" constant @w28 : memref<50xi32> = dense<28>
  memref.global "private" constant @w29 : memref<50xi32> = dense<29>
  memref.global "private" constant @w30 : memref<50xi32> = dense<30>
  memref.global "private" constant @w31 : memref<50xi32> = dense<31>
  memref.global "private" constant @w32 : memref<50xi32> = dense<32>
  memref.global "private" constant @w33 : memref<50xi32> = dense<33>
  memref.global "private" constant @w34 : memref<50xi32> = dense<34>
  memref.global "private" constant @w35 : memref<50xi32> = dense<35>
  memref.global "private" constant @w36 : memref<50xi32> = dense<36>
  memref.global "private" constant @w37 : memref<50xi32> = dense<37>
  memref.global "private" constant @w38 : memref<50xi32> = dense<38>
  memref.global "private" constant @w39 : memref<50xi32> = dense<39>
  aie.runtime_sequence @seq() {
    %g0 = memref.get_global @w0 : memref<50xi32>
    aiex.npu.blockwrite(%g0) {address = 0 : ui32} : memref<50xi32>
    %g1 = memref.get_global @w1 : memref<50xi32>
    aiex.npu.blockwrite(%g1) {address = 200 : ui32} : memref<50xi32>
    %g2 = memref.get_global @w2 : memref<50xi32>
    aiex.npu.blockwrite(%g2) {address = 400 : ui32} : memref<50xi32>
    %g3 = memref.get_global @w3 : memref<50xi32>
    aiex.npu.blockwrite(%g3) {address = 600 : ui32} : memref<50xi32>
    %g4 = memref.get_global @w4 : memref<50xi32>
    aiex.npu.blockwrite(%g4) {address = 800 : ui32} : memref<50xi32>
    %g5 = memref.get_global @w5 : memref<50xi32>
    aiex.npu.blockwrite(%g5) {address = 1000 : ui32} : memref<50xi32>
    %g6 = memref.get_global @w6 : memref<50xi32>
    aiex.npu.blockwrite(%g6) {address = 1200 : ui32} : memref<50xi32>
    %g7 = memref.get_global @w7 : memref<50xi32>
    aiex.npu.blockwrite(%g7) {address = 1400 : ui32} : memref<50xi32>
    %g8 = memref.get_global @w8 : memref<50xi32>
    aiex.npu.blockwrite(%g8) {address = 1600 : ui32} : memref<50xi32>
    %g9 = memref.get_global @w9 : memref<50xi32>
    aiex.npu.blockwrite(%g9) {address = 1800 : ui32} : memref<50xi32>
    %g10 = memref.get_global @w10 : memref<50xi32>
    aiex.npu.blockwrite(%g10) {address = 2000 : ui32} : memref<50xi32>
    %g11 = memref.get_global @w11 : memref<50xi32>
    aiex.npu.blockwrite(%g11) {address = 2200 : ui32} : memref<50xi32>
    %g12 = memref.get_global @w12 : memref<50xi32>
    aiex.npu.blockwrite(%g12) {address = 2400 : ui32} : memref<50xi32>
    %g13 = memref.get_global @w13 : memref<50xi32>
    aiex.npu.blockwrite(%g13) {address = 2600 : ui32} : memref<50xi32>
    %g14 = memref.get_global @w14 : memref<50xi32>
    aiex.npu.blockwrite(%g14) {address = 2800 : ui32} : memref<50xi32>
    %g15 = memref.get_global @w15 : memref<50xi32>
    aiex.npu.blockwrite(%g15) {address = 3000 : ui32} : memref<50xi32>
    %g16 = memref.get_global @w16 : memref<50xi32>
    aiex.npu.blockwrite(%g16) {address = 3200 : ui32} : memref<50xi32>
    %g17 = memref.get_global @w17 : memref<50xi32>
    aiex.npu.blockwrite(%g17) {address = 3400 : ui32} : memref<50xi32>
    %g18 = memref.get_global @w18 : memref<50xi32>
    aiex.npu.blockwrite(%g18) {address = 3600 : ui32} : memref<50xi32>
    %g19 = memref.get_global @w19 : memref<50xi32>
    aiex.npu.blockwrite(%g19) {address = 3800 : ui32} : memref<50xi32>
    %g20 = memref.get_global @w20 : memref<50xi32>
    aiex.npu.blockwrite(%g20) {address = 4000 : ui32} : memref<50xi32>
    %g21 = memref.get_global @w21 : memref<50xi32>
    aiex.npu.blockwrite(%g21) {address = 4200 : ui32} : memref<50xi32>
    %g22 = memref.get_global @w22 : memref<50xi32>
    aiex.npu.blockwrite(%g22) {address = 4400 : ui32} : memref<50xi32>
    %g23 = memref.get_global @w23 : memref<50xi32>
    aiex.npu.blockwrite(%g23) {address = 4600 : ui32} : memref<50xi32>
    %g24 = memref.get_global @w24 : memref<50xi32>
    aiex.npu.blockwrite(%g24) {address = 4800 : ui32} : memref<50xi32>
    %g25 = memref.get_global @w25 : memref<50xi32>
    aiex.npu.blockwrite(%g25) {address = 5000 : ui32} : memref<50xi32>
    %g26 = memref.get_global @w26 : memref<50xi32>
    aiex.npu.blockwrite(%g26) {address = 5200 : ui32} : memref<50xi32>
    %g27 = memref.get_global @w27 : memref<50xi32>
    aiex.npu.blockwrite(%g27) {address = 5400 : ui32} : memref<50xi32>
    %g28 = memref.get_global @w28 : memref<50xi32>
    aiex.npu.blockwrite(%g28) {address = 5600 : ui32} : memref<50xi32>
    %g29 = memref.get_global @w29 : memref<50xi32>
    aiex.npu.blockwrite(%g29) {address = 5800 : ui32} : memref<50xi32>
    %g30 = memref.get_global @w30 : memref<50xi32>
    aiex.npu.blockwrite(%g30) {address = 6000 : ui32} : memref<50xi32>
    %g31 = memref.get_global @w31 : memref<50xi32>
    aiex.npu.blockwrite(%g31) {address = 6200 : ui32} : memref<50xi32>
    %g32 = memref.get_global @w32 : memref<50xi32>
    aiex.npu.blockwrite(%g32) {address = 6400 : ui32} : memref<50xi32>
    %g33 = memref.get_global @w33 : memref<50xi32>
    aiex.npu.blockwrite(%g33) {address = 6600 : ui32} : memref<50xi32>
    %g34 = memref.get_global @w34 : memref<50xi32>
    aiex.npu.blockwrite(%g34) {address = 6800 : ui32} : memref<50xi32>
    %g35 = memref.get_global @w35 : memref<50xi32>
    aiex.npu.blockwrite(%g35) {address = 7000 : ui32} : memref<50xi32>
    %g36 = memref.get_global @w36 : memref<50xi32>
    aiex.npu.blockwrite(%g36) {address = 7200 : ui32} : memref<50xi32>
    %g37 = memref.get_global @w37 : memref<50xi32>
    aiex.npu.blockwrite(%g37) {address = 7400 : ui32} : memref<50xi32>
    %g38 = memref.get_global @w38 : memref<50xi32>
    aiex.npu.blockwrite(%g38) {address = 7600 : ui32} : memref<50xi32>
    %g39 = memref.get_global @w39 : memref<50xi32>
    aiex.npu.blockwrite(%g39) {address = 7800 : ui32} : memref<50xi32>
  }
}
}

// -----

module @small {
aie.device(npu2) {
  memref.global "private" constant @a : memref<4xi32> = dense<1>
  memref.global "private" constant @b : memref<4xi32> = dense<2>
  memref.global "private" constant @c : memref<4xi32> = dense<3>
  aie.runtime_sequence @seq() {
    %a = memref.get_global @a : memref<4xi32>
    aiex.npu.blockwrite(%a) {address = 0 : ui32} : memref<4xi32>
    %b = memref.get_global @b : memref<4xi32>
    aiex.npu.blockwrite(%b) {address = 16 : ui32} : memref<4xi32>
    %c = memref.get_global @c : memref<4xi32>
    aiex.npu.blockwrite(%c) {address = 32 : ui32} : memref<4xi32>
  }
}
}
