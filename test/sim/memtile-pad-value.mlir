// A MemTile MM2S channel's pad_value (AIE2P's CONSTANT_PAD_VALUE register)
// fills the padding: 4 words of data with 2 pad words before and 1 after,
// each 42 (0x2a). The channel's register write is in the configuration; the
// lift reads it back onto the channel.
// RUN: aie-sim %s --output 0=%t.bin | FileCheck %s
// CHECK: argument 0 = [42, 42, 1, 2, 3, 4, 42] (7 × i32)
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM: WRITE_32               0x001a06e0, 0x0000002a
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aiec %t.elf --emit=mlir 2>&1 | FileCheck %s --check-prefix=LIFT
// LIFT: aie.dma_start(MM2S, 0, ^bb1, ^bb2) {pad_value = 42 : i32}
module {
  aie.device(npu2_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %b = aie.buffer(%t01) {address = 0 : i32, sym_name = "b"} : memref<4xi32> = dense<[1, 2, 3, 4]>
    aie.flow(%t01, DMA : 0, %t00, DMA : 0)
    %m = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end) {pad_value = 42 : i32}
    ^bd0:
      aie.dma_bd(%b : memref<4xi32> offset = 0 len = 7 sizes = [4] strides = [1] pad [<const_pad_before = 2, const_pad_after = 1>]) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%out: memref<7xi32>) {
      %recv = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%out : memref<7xi32> offset = 0 len = 7) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%recv)
      aiex.dma_await_task(%recv)
    }
  }
}

