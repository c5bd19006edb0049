// aie-translate --aie-npu-to-binary needs absolute addresses: a write
// relative to a buffer must go through --aie-dma-to-npu first.
// RUN: not aiec --aie-npu-to-binary -aie-output-binary=false %s 2>&1 | FileCheck %s
// RUN: aiec --aie-dma-to-npu %s | aiec --aie-npu-to-binary -aie-output-binary=false | FileCheck %s --check-prefix=OK

// CHECK: error: 'aiex.npu.write32' op Cannot translate symbolic address
// (0, 2) buffer at 1024, word 3: 0x200000 + 1024 + 12.
// OK: 00000000
// OK-NEXT: 00000000
// OK-NEXT: 0020040C
// OK-NEXT: 00000000
// OK-NEXT: 00000009
// OK-NEXT: 00000018
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) {address = 1024 : i32, sym_name = "b"} : memref<16xi32>
  aie.runtime_sequence() {
    aiex.npu.write32 {buffer = @b, address = 3 : ui32, value = 9 : ui32}
  }
}
