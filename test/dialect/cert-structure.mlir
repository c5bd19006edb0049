// Round trip of the aiex.cert structure ops (mlir-aie's CERTOps.td): sections
// and pages holding jobs, a chain without a name, preempt and load_pdi with
// the sections they run; written `aie.end` terminators are dropped.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu2) {
  memref.global "private" constant @dma_data_0 : memref<9xi32> = dense<[0xa8, 0xa7, 0xa6, 0xa5, 0xa4, 0xa3, 0xa2, 0xa1, 0xa0]>
  aiex.cert.uc_dma_chain {
    aiex.cert.uc_dma_bd @dma_data_0, 0x600400, 9, false
  }
  aiex.cert.section @pdi0 {
    aiex.cert.page {
      aiex.cert.job(10) {
        aiex.cert.write32(0x6A3000, 0x2)
      }
      aie.end
    }
    aiex.cert.job(11) {
      aiex.cert.nop
      aie.end
    }
  }
  aiex.cert.page {
    aiex.cert.job(0) {
      aiex.cert.load_pdi(0, @pdi0)
    }
  }
  aiex.cert.job(1) {
    aiex.cert.preempt(0x1, @pdi0, @pdi0)
    aiex.cert.apply_offset_57(@dma_data_0, 1, 0xffff)
    aiex.cert.load_pdi(4294967295, @pdi0)
  }
  aiex.cert.attach_to_group(5) {
    aiex.cert.section @s {
      aiex.cert.page {
        aiex.cert.job(3) {
        }
      }
    }
    aiex.cert.page {
      aiex.cert.job(100) {
        aiex.cert.write32(0x3000, 123)
      }
    }
  }
}

// CHECK: module {
// CHECK-NEXT:   aie.device(npu2) {
// CHECK-NEXT:     memref.global "private" constant @dma_data_0 : memref<9xi32> = dense<[168, 167, 166, 165, 164, 163, 162, 161, 160]>
// CHECK-NEXT:     aiex.cert.uc_dma_chain {
// CHECK-NEXT:       aiex.cert.uc_dma_bd @dma_data_0, 6292480, 9, false
// CHECK-NEXT:     }
// CHECK-NEXT:     aiex.cert.section @pdi0 {
// CHECK-NEXT:       aiex.cert.page {
// CHECK-NEXT:         aiex.cert.job(10) {
// CHECK-NEXT:           aiex.cert.write32(6959104, 2)
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       aiex.cert.job(11) {
// CHECK-NEXT:         aiex.cert.nop
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     aiex.cert.page {
// CHECK-NEXT:       aiex.cert.job(0) {
// CHECK-NEXT:         aiex.cert.load_pdi(0, @pdi0)
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     aiex.cert.job(1) {
// CHECK-NEXT:       aiex.cert.preempt(1, @pdi0, @pdi0)
// CHECK-NEXT:       aiex.cert.apply_offset_57(@dma_data_0, 1, -1)
// CHECK-NEXT:       aiex.cert.load_pdi(4294967295, @pdi0)
// CHECK-NEXT:     }
// CHECK-NEXT:     aiex.cert.attach_to_group(5) {
// CHECK-NEXT:       aiex.cert.section @s {
// CHECK-NEXT:         aiex.cert.page {
// CHECK-NEXT:           aiex.cert.job(3) {
// CHECK-NEXT:           }
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       aiex.cert.page {
// CHECK-NEXT:         aiex.cert.job(100) {
// CHECK-NEXT:           aiex.cert.write32(12288, 123)
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
