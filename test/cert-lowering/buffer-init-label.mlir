// The global holding a buffer's initial value is named after the buffer as
// an asm label: other characters become `_`, and a name that does not start
// with a letter or `_` gets a `b` (a fuzzed `sym_name = "e["` made asm that
// did not assemble).
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s
// RUN: aiec %s --emit=ctrl-elf -o %t.elf

// CHECK-DAG: UC_DMA_BD {{.*}} @e__init,
// CHECK-DAG: UC_DMA_BD {{.*}} @b9x_init,
// CHECK-DAG: {{^}}e__init:
// CHECK-DAG: {{^}}b9x_init:
aie.device(npu1) {
  %t = aie.tile(2, 3)
  %e = aie.buffer(%t) {sym_name = "e["} : memref<3xbf16> = dense<2.0>
  %f = aie.buffer(%t) {sym_name = "9x"} : memref<2xi32> = dense<1>
  aie.runtime_sequence(%a: memref<64xi32>) {
  }
}
