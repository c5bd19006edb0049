// aiex.npu.read_reg(%tile, offset): a register of a placed tile of any kind
// (core, mem, shim) read from a runtime sequence. The NPU instruction
// stream holds one READ_REGS (0x82) per read: opcode, 24 bytes, one
// register, a pad word, the array address as a u64 (tile (2, 3) offset
// 0x100 on npu2 is 0x04300100). CERT control code records it with
// SAVE_REGISTER, the read's place in the sequence its id; aie-sim runs it.
// RUN: aiec %s | FileCheck %s
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false %s | FileCheck %s --check-prefix=TXN
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// RUN: aie-sim %s | FileCheck %s --check-prefix=SIM
// RUN: not aiec --split-input-file %S/Inputs/read-reg-errors.mlir 2>&1 | FileCheck %S/Inputs/read-reg-errors.mlir
// CHECK: aiex.npu.read_reg(%{{.*}}, 256)
// CHECK: aiex.npu.read_reg(%{{.*}}, 512)
// CHECK: aiex.npu.read_reg(%{{.*}}, 0)
// TXN:      00000082
// TXN-NEXT: 00000018
// TXN-NEXT: 00000001
// TXN-NEXT: 00000000
// TXN-NEXT: 04300100
// TXN-NEXT: 00000000
// ASM: SAVE_REGISTER          0x04300100, 0x00000000
// ASM: SAVE_REGISTER          0x04100200, 0x00000001
// ASM: SAVE_REGISTER          0x04000000, 0x00000002
// SIM: aie-sim: {{.*}}uCs: {{[0-9]+}} ctrlcode ops
module {
  aie.device(npu2) {
    %core = aie.tile(2, 3)
    %mem = aie.tile(2, 1)
    %shim = aie.tile(2, 0)
    aie.runtime_sequence() {
      aiex.npu.read_reg(%core, 0x100)
      aiex.npu.read_reg(%mem, 0x200)
      aiex.npu.read_reg(%shim, 0)
    }
  }
}
