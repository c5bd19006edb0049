// A runtime sequence closed by an explicit `aie.end` (as upstream's
// --aie-npu-to-cert tests write it) lowers exactly as the implicit
// terminator does: through --aie-dma-to-npu --aie-npu-to-cert, and through
// the default pipeline to a control-code ELF, byte for byte.
// RUN: aiec --aie-dma-to-npu --aie-npu-to-cert %s | FileCheck %s
// RUN: aiec %s --emit=ctrl-elf -o %t.explicit.elf
// RUN: sed '/^    aie.end$/d' %s > %t.implicit.mlir
// RUN: aiec %t.implicit.mlir --emit=ctrl-elf -o %t.implicit.elf
// RUN: cmp %t.explicit.elf %t.implicit.elf

// CHECK:      aiex.cert.job(1) {
// CHECK:        aiex.cert.write32(81920, 1)
// CHECK-NOT:  aie.end
// CHECK:      aiex.cert.job(2) {
// CHECK:        aiex.cert.write32(81936, 2)
// CHECK-NOT:  aie.end

aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  aie.shim_dma_allocation @of (%t00, MM2S, 0)
  aie.runtime_sequence @configure(%a: memref<64xi32>) {
    aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {metadata = @of, id = 0 : i64} : memref<64xi32>
    aiex.npu.write32 {address = 0x14000 : ui32, column = 0 : i32, row = 0 : i32, value = 1 : ui32}
    aie.end
  }
  aie.runtime_sequence @run(%a: memref<64xi32>) {
    aiex.npu.write32 {address = 0x14010 : ui32, column = 0 : i32, row = 0 : i32, value = 2 : ui32}
    aie.end
  }
  aie.end
}
