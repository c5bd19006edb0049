// The NPU instruction stream holds constants: a value the runtime sequence
// knows only when it runs is an error at the op, which points to the CERT
// control code (it computes the value) and to the C++ generator.
// RUN: not aiec --aie-npu-to-binary -aie-output-binary=false %s 2>&1 | FileCheck %s
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// CHECK: error: 'aiex.npu.write32' op Cannot translate write32: the value is known only at run time; the NPU instruction stream holds constants
// CHECK: help: emit CERT control code (--emit=ctrl-elf)
aie.device(npu1) {
  aie.runtime_sequence(%n: i32) {
    %a = arith.constant 2097152 : i32
    aiex.npu.write32(%a, %n) : i32, i32
  }
}
