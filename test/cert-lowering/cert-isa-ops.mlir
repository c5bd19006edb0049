// The CERT ISA ops of mlir-aie's newest aiex.cert: uC-DMA started without
// waiting (uc_dma_write_des into a wait handle, wait_uc_dma), reads into
// registers (read32, read32_d), yield, poll32, sleep, save_timestamps,
// save_register, and write32_d with an immediate or register address and
// value ({address_is_reg}, {value_is_reg}; registers r0..r23). Each prints as
// written, assembles to its instruction, and runs: the job copies two words
// into a core tile by uC-DMA, reads the first into r1, writes it through an
// address in r12, reads it back through r12 into r3, writes r3 to 0x40C and
// polls for it there (a wrong step would hang the poll: aie-sim reports the
// job stuck and fails). --aie-cert-verify accepts it (its wait handle is
// the job's r2).
// RUN: aiec %s | FileCheck %s --check-prefix=IR
// RUN: aiec %s --mlir-print-op-generic | aiec | FileCheck %s --check-prefix=IR
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// RUN: aiec %s --aie-cert-verify --verify-diagnostics
// RUN: aie-sim %s | FileCheck %s --check-prefix=SIM
// RUN: not aiec --split-input-file %S/Inputs/cert-isa-ops-errors.mlir 2>&1 | FileCheck %S/Inputs/cert-isa-ops-errors.mlir
// IR:      aiex.cert.uc_dma_write_des(2, @chain)
// IR-NEXT: aiex.cert.wait_uc_dma(2)
// IR-NEXT: aiex.cert.read32(1, 2098176)
// IR-NEXT: aiex.cert.mov(12, 2098184)
// IR-NEXT: aiex.cert.write32_d(12, 1) {address_is_reg, value_is_reg}
// IR-NEXT: aiex.cert.read32_d(12, 3)
// IR-NEXT: aiex.cert.write32_d(2098188, 3) {value_is_reg}
// IR-NEXT: aiex.cert.write32_d(2098192, 5)
// IR-NEXT: aiex.cert.yield
// IR-NEXT: aiex.cert.poll32(2098188, 7)
// IR-NEXT: aiex.cert.sleep(1)
// IR-NEXT: aiex.cert.save_timestamps(7)
// IR-NEXT: aiex.cert.save_register(2098192, 9)
// ASM:      uC_DMA_WRITE_DES       $r2, @chain
// ASM-NEXT: WAIT_UC_DMA            $r2
// ASM-NEXT: READ_32                $r1, 0x00200400
// ASM-NEXT: MOV                    $r12, 0x00200408
// ASM-NEXT: WRITE_32_D             0, 0x0000000c, 0x00000001
// ASM-NEXT: READ_32_D              $r12, $r3
// ASM-NEXT: WRITE_32_D             1, 0x0020040c, 0x00000003
// ASM-NEXT: WRITE_32_D             3, 0x00200410, 0x00000005
// ASM-NEXT: YIELD
// ASM-NEXT: POLL_32                0x0020040c, 0x00000007
// ASM-NEXT: SLEEP                  0x00000001
// ASM-NEXT: SAVE_TIMESTAMPS        0x00000007
// ASM-NEXT: SAVE_REGISTER          0x00200410, 0x00000009
// SIM: aie-sim: {{.*}}uCs: 14 ctrlcode ops, 1 jobs, 1 pages
module {
  aie.device(npu2) {
    memref.global "private" constant @words : memref<2xi32> = dense<[7, 9]>
    aiex.cert.uc_dma_chain @chain {
      aiex.cert.uc_dma_bd @words, 0x200400, 2, false
    }
    aiex.cert.job(1) {
      aiex.cert.uc_dma_write_des(2, @chain)
      aiex.cert.wait_uc_dma(2)
      aiex.cert.read32(1, 0x200400)
      aiex.cert.mov(12, 0x200408)
      aiex.cert.write32_d(12, 1) {address_is_reg, value_is_reg}
      aiex.cert.read32_d(12, 3)
      aiex.cert.write32_d(0x20040C, 3) {value_is_reg}
      aiex.cert.write32_d(0x200410, 5)
      aiex.cert.yield
      aiex.cert.poll32(0x20040C, 7)
      aiex.cert.sleep(1)
      aiex.cert.save_timestamps(7)
      aiex.cert.save_register(0x200410, 9)
    }
  }
}
