// A mem tile's static BD walks a 4th sizes/strides dimension as its d3 (a
// step, no wrap: the length ends it), as aie-rt's 4-D tensors do, not as an
// iteration of the BD. Sizes [4, 2, 1, 2], strides [4, 1, 1, 2] (outermost
// first) read 4a + b + 2d, d innermost: each step of the outermost
// dimension moves 4 words on.
// RUN: aie-sim %s --output 0=%t.bin | FileCheck %s
// CHECK: argument 0 = [0, 2, 1, 3, 4, 6, 5, 7, …] (16 × i32)
// The lift reads D3's step back as the 4th dimension.
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
// RUN: aiec %t.elf --emit=mlir | FileCheck %s --check-prefix=LIFT
// LIFT: aie.dma_bd({{.*}} len = 16 sizes = [4, 2, 1, 2] strides = [4, 1, 1, 2]) {bd_id = 0 : i32}
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %a = aie.buffer(%t01) {address = 69632 : i32, sym_name = "a"} : memref<16xi32> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]>
    aie.flow(%t01, DMA : 0, %t00, DMA : 0)
    %m = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.dma_bd(%a : memref<16xi32> offset = 0 len = 16 sizes = [4, 2, 1, 2] strides = [4, 1, 1, 2]) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%out: memref<16xi32>) {
      %recv = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%out : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%recv)
      aiex.dma_await_task(%recv)
    }
  }
}
