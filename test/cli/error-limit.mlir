// --error-limit: the first N errors are shown (20 by default), then one
// line counts the rest; 0 shows all. Here 25 ops lack a required attribute.
// RUN: not aiec %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-COUNT-20: error: 'aiex.npu.write32' op requires attribute 'address'
// DEFAULT-NOT: error:
// DEFAULT: aiec: 5 more error(s) not shown (--error-limit=20; 0 shows all)
// RUN: not aiec %s --error-limit=2 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error-limit.mlir:[[@LINE+19]]:7: error: 'aiex.npu.write32' op requires attribute 'address'
// TWO: error-limit.mlir:[[@LINE+19]]:7: error: 'aiex.npu.write32' op requires attribute 'address'
// TWO-NOT: error:
// TWO: aiec: 23 more error(s) not shown (--error-limit=2; 0 shows all)
// RUN: not aiec %s --error-limit=0 2>&1 | FileCheck %s --check-prefix=ALL
// ALL-COUNT-25: error: 'aiex.npu.write32' op requires attribute 'address'
// ALL-NOT: more error(s)
// The limit holds for assembly too.
// RUN: echo "START_JOB 0" > %t.asm
// RUN: echo "  BOGUS_OP 1" >> %t.asm
// RUN: echo "  BOGUS_OP 1" >> %t.asm
// RUN: echo "  BOGUS_OP 1" >> %t.asm
// RUN: echo "  BOGUS_OP 1" >> %t.asm
// RUN: echo "  BOGUS_OP 1" >> %t.asm
// RUN: not aiec %t.asm --emit=ctrl-elf -o %t.elf --error-limit=2 2>&1 | FileCheck %s --check-prefix=ASM
// ASM: aiec: 4 more error(s) not shown (--error-limit=2; 0 shows all)
module {
  aie.device(npu1) {
    aie.runtime_sequence() {
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
      aiex.npu.write32 {value = 1 : ui32}
    }
  }
}
