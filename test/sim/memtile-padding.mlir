// Mem-tile zero padding of i8 data: the static BD sends 8 bytes with 4 zero
// bytes before and after (1 word each: the hardware pads in words), 16
// bytes in all, into the host argument.
// RUN: aie-sim %s --output 0=%t.bin | FileCheck %s
// CHECK: argument 0 = [0, 0, 0, 0, 1, 2, 3, 4, …] (16 × i8)
// RUN: od -An -tu1 %t.bin | tr -s ' ' | FileCheck %s --check-prefix=BYTES
// BYTES: {{^ ?}}0 0 0 0 1 2 3 4 5 6 7 8 0 0 0 0{{ *$}}
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %b = aie.buffer(%t01) {address = 0 : i32, sym_name = "b"} : memref<8xi8> = dense<[1, 2, 3, 4, 5, 6, 7, 8]>
    aie.flow(%t01, DMA : 0, %t00, DMA : 0)
    %m = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      aie.dma_bd(%b : memref<8xi8>, 0, 16, [<size = 8, stride = 1>], [<const_pad_before = 4, const_pad_after = 4>]) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%out: memref<16xi8>) {
      %recv = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%out : memref<16xi8>, 0, 16) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%recv)
      aiex.dma_await_task(%recv)
    }
  }
}
