// A mem tile's static BD over 16-bit elements whose layout steps by single
// elements ([<8, 8>, <8, 1>, <1, 8>, <1, 1>], outermost first: an 8x8
// matrix row by row, as mlir-aie's cascade matmul writes its objectFIFO
// dimensions): steps below a word are one word, as mlir-aie's static
// configuration hands them to aie-rt, and the innermost dimension's one
// element is no whole word, so d0 never wraps. The BD reads its 32 words
// in order: the host gets the matrix back as it was.
// RUN: aie-sim %s --output 0=%t.bin | FileCheck %s
// CHECK: argument 0 = [0, 1, 2, 3, 4, 5, 6, 7, …] (64 × i16)
// RUN: aiec %s --emit=ctrl-elf -o %t.elf
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %a = aie.buffer(%t01) {address = 69632 : i32, sym_name = "a"} : memref<64xi16> = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]>
    aie.flow(%t01, DMA : 0, %t00, DMA : 0)
    %m = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.dma_bd(%a : memref<64xi16>, 0, 64, [<size = 8, stride = 8>, <size = 8, stride = 1>, <size = 1, stride = 8>, <size = 1, stride = 1>]) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%out: memref<64xi16>) {
      %recv = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%out : memref<64xi16>, 0, 64) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%recv)
      aiex.dma_await_task(%recv)
    }
  }
}
