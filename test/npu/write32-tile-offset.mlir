// With `column`/`row`, a write32's address is an offset in that tile: its
// bits below the row field (20 on AIE2) are kept and the tile's own bits
// put above them, as mlir-aie does; the bits above are not read.
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false %s | FileCheck %s

// CHECK: 06400DEF
// CHECK: 00000042
module {
  aie.device(npu1) {
    aie.runtime_sequence() {
      aiex.npu.write32 {column = 3 : i32, row = 4 : i32, address = 0xabc00def : ui32, value = 0x42 : ui32}
    }
  }
}
