// aiex.cert.rel_acq_sync: REL_ACQ_SYNC (0x21, aiebu's aie2ps ISA) of a
// release address and an acquire address; printed as asm with both in
// eight hex digits, assembled into 12 bytes and disassembled back.
// RUN: aiec %s | FileCheck %s --check-prefix=IR
// RUN: aiec %s | aiec | FileCheck %s --check-prefix=IR
// RUN: aiec --aie-cert-to-asm %s | FileCheck %s
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aiec %t.elf --emit=ctrl-asm | FileCheck %s --check-prefix=DIS
// RUN: aiec %s --emit=ctrl-hex | FileCheck %s --check-prefix=HEX

// IR: aiex.cert.rel_acq_sync(135180, 135428)
// CHECK:      START_JOB 3
// CHECK-NEXT:   REL_ACQ_SYNC           0x0002100c, 0x00021104
// CHECK-NEXT:   WRITE_32               0x00001000, 0x00000007
// CHECK-NEXT: END_JOB
// DIS: REL_ACQ_SYNC 0x2100c, 0x21104
// The opcode byte and three pad bytes, then both addresses, little-endian.
// HEX: 21 00 00 00 0c 10 02 00
// HEX-NEXT: 04 11 02 00
module {
  aie.device(xcve3858) {
    aiex.cert.page {
      aiex.cert.job(3) {
        aiex.cert.rel_acq_sync(0x0002100c, 0x00021104)
        aiex.cert.write32(0x1000, 7)
      }
    }
  }
}
