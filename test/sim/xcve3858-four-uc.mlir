// Four CERT uCs of an xcve3858 (AIE2PS: one uC per column) synchronising
// through remote barriers: uCs 1-3 each write a word into the data memory
// of a core tile of their column, then all four meet at remote barrier 1,
// after which uC 0 finds every word there (its polls pass at once), and
// they meet again at barrier 2 before ending. It verifies, compiles to a
// ctrl-ELF of four groups and runs in aie-sim; a uC whose party mask leaves
// itself out is the simulator's error at that barrier.
// RUN: aiec --aie-cert-verify %s -o /dev/null
// RUN: aiec %s --emit=ctrl-asm -o - | FileCheck %s --check-prefix=ASM
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aie-sim %t.elf --trace-text %t.log | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s < %t.log
// RUN: sed -e '/attach_to_group(3)/,$ s/remote_barrier(2, 0xf)/remote_barrier(2, 0x7)/' %s > %t.bad.mlir
// RUN: aiec %t.bad.mlir --emit=ctrl-elf -o %t.bad.elf
// RUN: not aie-sim %t.bad.elf 2>&1 | FileCheck %s --check-prefix=BAD

// ASM: .partition 36column
// ASM: .attach_to_group 0
// ASM: REMOTE_BARRIER{{.*}}rb1, 0x0000000f
// ASM: .attach_to_group 1
// ASM: .attach_to_group 2
// ASM: .attach_to_group 3
// SUMMARY: aie-sim: {{[0-9]+}} cycles; uCs: 18 ctrlcode ops, 4 jobs, 4 pages, 3 words written
// CHECK-DAG: uC 0 JOB job 1
// CHECK-DAG: uC 1 JOB job 1
// CHECK-DAG: uC 2 JOB job 1
// CHECK-DAG: uC 3 JOB job 1
// CHECK: REMOTE_BARRIER $rb1: columns 0xf met
// CHECK: uC 0 REMOTE_BARRIER $rb2: columns 0xf met
// BAD: column 3, page 0, job 1, pc {{.*}} (REMOTE_BARRIER), cycle {{[0-9]+}}: party mask 0x7 does not include the job's own column

aie.device(xcve3858) {
  aiex.cert.job(1) {
    aiex.cert.remote_barrier(1, 0xf)
    aiex.cert.maskpoll32(0x2300000, 0xffffffff, 11)
    aiex.cert.maskpoll32(0x4300000, 0xffffffff, 22)
    aiex.cert.maskpoll32(0x6300000, 0xffffffff, 33)
    aiex.cert.remote_barrier(2, 0xf)
  }
  aiex.cert.attach_to_group(1) {
    aiex.cert.job(1) {
      aiex.cert.write32(0x2300000, 11)
      aiex.cert.remote_barrier(1, 0xf)
      aiex.cert.remote_barrier(2, 0xf)
    }
  }
  aiex.cert.attach_to_group(2) {
    aiex.cert.job(1) {
      aiex.cert.write32(0x4300000, 22)
      aiex.cert.remote_barrier(1, 0xf)
      aiex.cert.remote_barrier(2, 0xf)
    }
  }
  aiex.cert.attach_to_group(3) {
    aiex.cert.job(1) {
      aiex.cert.write32(0x6300000, 33)
      aiex.cert.remote_barrier(1, 0xf)
      aiex.cert.remote_barrier(2, 0xf)
    }
  }
}
