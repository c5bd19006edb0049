// --aie-cert-to-asm of pages and sections: the partition first; a page's
// jobs in IR order (a job id is a label, not an order: mlir-aie emits them
// as written), then its end (`.eop`); jobs outside pages in IR order, each
// ending a page; LOAD_PDI with its id in decimal and PREEMPT with its id in four hex
// digits, both naming sections of their column, which follow the column's
// data as text-label groups. aiec assembles the result.
// RUN: aiec --aie-cert-to-asm %s | FileCheck %s
// RUN: aiec --aie-cert-to-asm %s -o %t.asm
// RUN: aiec %t.asm -o %t.elf
// RUN: aiec %t.elf --emit=ctrl-asm | FileCheck %s --check-prefix=DIS

// CHECK:      .partition 4column
// CHECK-NEXT: .attach_to_group 0
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 2
// CHECK-NEXT:   NOP
// CHECK-NEXT: END_JOB
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 1
// CHECK-NEXT:   WRITE_32               0x00001000, 0x0000002a
// CHECK-NEXT: END_JOB
// CHECK-EMPTY:
// CHECK-NEXT: .eop
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 3
// CHECK-NEXT:   LOAD_PDI               7, @pdi
// CHECK-NEXT: END_JOB
// CHECK-EMPTY:
// CHECK-NEXT: .eop
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 4
// CHECK-NEXT:   PREEMPT                0x0001, @save, @restore
// CHECK-NEXT: END_JOB
// CHECK-EMPTY:
// CHECK-NEXT: .eop
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 9
// CHECK-NEXT: END_JOB
// CHECK-EMPTY:
// CHECK-NEXT: .eop
// CHECK-EMPTY:
// CHECK-NEXT: EOF
// CHECK:      .section .ctrltext
// CHECK-NEXT: pdi:
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 5
// CHECK-NEXT:   WRITE_32               0x00002000, 0x00000001
// CHECK-NEXT: END_JOB
// CHECK-EMPTY:
// CHECK-NEXT: .eop
// CHECK-EMPTY:
// CHECK-NEXT: EOF
// CHECK-NEXT: .endl pdi
// CHECK:      save:
// CHECK:      START_JOB 6
// CHECK:      .endl save
// CHECK:      restore:
// CHECK:      START_JOB 7
// CHECK:      .endl restore
// CHECK:      .attach_to_group 1
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 8
// CHECK-NEXT:   LOAD_PDI               7, @pdi
// CHECK:      .section .ctrltext
// CHECK-NEXT: pdi:
// CHECK-EMPTY:
// CHECK-NEXT: START_JOB 10
// CHECK-NEXT:   WRITE_32               0x02002000, 0x00000001

// DIS: LOAD_PDI
// DIS: PREEMPT
aie.device(npu1_4col) {
  aiex.cert.page {
    aiex.cert.job(2) {
      aiex.cert.nop
    }
    aiex.cert.job(1) {
      aiex.cert.write32(0x1000, 42)
    }
  }
  aiex.cert.page {
    aiex.cert.job(3) {
      aiex.cert.load_pdi(7, @pdi)
    }
  }
  aiex.cert.page {
    aiex.cert.job(4) {
      aiex.cert.preempt(1, @save, @restore)
    }
  }
  aiex.cert.job(9) {
  }
  aiex.cert.section @pdi {
    aiex.cert.page {
      aiex.cert.job(5) {
        aiex.cert.write32(0x2000, 1)
      }
    }
  }
  aiex.cert.section @save {
    aiex.cert.page {
      aiex.cert.job(6) {
        aiex.cert.nop
      }
    }
  }
  aiex.cert.section @restore {
    aiex.cert.page {
      aiex.cert.job(7) {
        aiex.cert.nop
      }
    }
  }
  aiex.cert.attach_to_group(1) {
    aiex.cert.page {
      aiex.cert.job(8) {
        aiex.cert.load_pdi(7, @pdi)
      }
    }
    aiex.cert.section @pdi {
      aiex.cert.page {
        aiex.cert.job(10) {
          aiex.cert.write32(0x2002000, 1)
        }
      }
    }
  }
}
