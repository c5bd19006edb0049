// Several devices and runtime sequences lowered to CERT (docs/cert-lowering.md,
// "Several devices and sequences"): the first sequence is the entry (default
// group, after its device's configuration in job 1); each device that is
// loaded or runs a later kernel is a PDI section @pdi_<id> (device k is PDI
// k + 1) in every column; a load of the PDI loaded last first loads the
// reset-only PDI; each other sequence is a section @seq_<k> that loads its
// device first. Job ids are unique in a column.
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s
// RUN: aiec %s --stop-after=aie-lower-to-cert | FileCheck %s --check-prefix=IR
// The lowered IR (aiex.cert.load_pdi, sections) reads back and
// lowers to the same control code.
// RUN: aiec %s --stop-after=aie-lower-to-cert -o %t.mlir
// RUN: aiec %t.mlir --emit=ctrl-asm | FileCheck %s

// CHECK:      ; aiec: device npu1_2col
// CHECK-NEXT: ; aiec: arg 64 i32
// CHECK-NEXT: ; aiec: config 0 1
// CHECK-NEXT: ; aiec: config 1
// CHECK-NEXT: ; aiec: entry main run
// CHECK-NEXT: ; aiec: pdi 1 main
// CHECK-NEXT: ; aiec: pdi 2 other
// CHECK-NEXT: ; aiec: pdi 3
// CHECK-NEXT: ; aiec: kernel main second 0:9 1:8
// CHECK-NEXT: ; aiec: kernel-arg 16 i16
// CHECK:      .attach_to_group 0
// CHECK:      START_JOB 1
// CHECK-NEXT:   WRITE_32               0x0021f000, 0x00000001
// CHECK:      START_JOB 2
// CHECK-NEXT:   LOAD_PDI               2, @pdi_2
// CHECK-NEXT: END_JOB
// CHECK:      START_JOB 3
// CHECK-NEXT:   LOAD_PDI               3, @pdi_3
// CHECK:      START_JOB 4
// CHECK-NEXT:   LOAD_PDI               2, @pdi_2
// CHECK:      START_JOB 5
// CHECK-NEXT:   WRITE_32               0x0001d204, 0x00000001
// CHECK:      EOF
// CHECK:      .section .ctrltext
// CHECK-NEXT: pdi_1:
// CHECK:      START_JOB 6
// CHECK-NEXT:   WRITE_32               0x0021f000, 0x00000001
// CHECK:      EOF
// CHECK-NEXT: .endl pdi_1
// CHECK:      pdi_2:
// CHECK:      START_JOB 7
// CHECK-NEXT: END_JOB
// CHECK:      pdi_3:
// CHECK:      START_JOB 8
// CHECK-NEXT: END_JOB
// CHECK:      seq_1:
// CHECK:      START_JOB 9
// CHECK-NEXT:   LOAD_PDI               1, @pdi_1
// CHECK:      START_JOB 10
// CHECK-NEXT:   WRITE_32               0x0001d204, 0x00000002
// CHECK:      .endl seq_1
// CHECK:      .attach_to_group 1
// CHECK:      START_JOB 2
// CHECK-NEXT:   LOAD_PDI               2, @pdi_2
// CHECK:      START_JOB 3
// CHECK-NEXT:   LOAD_PDI               3, @pdi_3
// CHECK:      START_JOB 4
// CHECK-NEXT:   LOAD_PDI               2, @pdi_2
// CHECK:      pdi_2:
// CHECK:      START_JOB 6
// CHECK-NEXT:   WRITE_32               0x0221f030, 0x00000002
// CHECK:      seq_1:
// CHECK:      START_JOB 8
// CHECK-NEXT:   LOAD_PDI               1, @pdi_1
// CHECK-NEXT: END_JOB

// IR:      aiex.cert.attach_to_group(0) {
// IR-NEXT:   aiex.cert.page {
// IR-NEXT:     aiex.cert.job(1) {
// IR:          } {aiec.configuration}
// IR-NEXT:   }
// IR-NEXT:   aiex.cert.page {
// IR-NEXT:     aiex.cert.job(2) {
// IR-NEXT:       aiex.cert.load_pdi(2, @pdi_2)
// IR-NEXT:     }
// IR-NEXT:   }
// IR:        aiex.cert.section @pdi_1 {
// IR-NEXT:     aiex.cert.page {
// IR-NEXT:       aiex.cert.job(6) {
// IR:          aiex.cert.section @seq_1 {
// IR-NEXT:     aiex.cert.page {
// IR-NEXT:       aiex.cert.job(9) {
// IR-NEXT:         aiex.cert.load_pdi(1, @pdi_1)
// IR-NEXT:       }
// IR-NEXT:     }
// IR-NEXT:     aiex.cert.page {
// IR-NEXT:       aiex.cert.job(10) {
// IR-NEXT:         aiex.cert.write32(
// IR-NEXT:       }
// IR-NEXT:     }
// IR-NEXT:   }
// IR-NEXT: }
module {
  aie.device(npu1_2col) @main {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %l = aie.lock(%t02, 0) {init = 1 : i32}
    aie.runtime_sequence @run(%a: memref<16xi32>) {
      aiex.npu.load_pdi {device_ref = @other}
      aiex.npu.load_pdi {device_ref = @other}
      aiex.npu.write32 {address = 0x1D204 : ui32, value = 1 : ui32, column = 0 : i32, row = 0 : i32}
    }
    aie.runtime_sequence @second(%b: memref<8xi16>) {
      aiex.npu.write32 {address = 0x1D204 : ui32, value = 2 : ui32, column = 0 : i32, row = 0 : i32}
    }
  }
  aie.device(npu1_2col) @other {
    %t12 = aie.tile(1, 2)
    %l = aie.lock(%t12, 3) {init = 2 : i32}
  }
}
