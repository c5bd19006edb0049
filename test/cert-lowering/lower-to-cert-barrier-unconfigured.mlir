// A cascade of column 0 whose output points East, into column 1 where
// nothing is configured: column 1 gets no job, so no remote barrier waits
// for it (one would wait forever).
// RUN: aiec %s --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s
// CHECK:       .attach_to_group 0
// CHECK:       WRITE_32               0x00236060, 0x00000002
// CHECK-NOT:   REMOTE_BARRIER
// CHECK-NOT:   .attach_to_group 1
//
// The simulator runs it to its end.
// RUN: aie-sim %s | FileCheck %s --check-prefix=SIM
// SIM: aie-sim: {{[0-9]+}} cycles;
module {
  aie.device(npu1_2col) {
    %t02 = aie.tile(0, 2)
    aie.configure_cascade(%t02, North, East)
    aie.runtime_sequence() {
    }
  }
}
