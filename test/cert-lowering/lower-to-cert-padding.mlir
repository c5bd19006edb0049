// A padded mem-tile BD: its length counts the padding (as the verifier
// requires) and is written as given; the zeros before and after the inner
// dimension go to D0_Zero_Before (word 1) and D0_Zero_After (word 5).
// RUN: aiec %s --split-input-file --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s
// RUN: aiec %s --split-input-file --aie-lower-to-cert --aie-cert-to-asm | FileCheck %s --check-prefix=I8

// CHECK:      bd_0_1_0:
// CHECK-NEXT:   .long           0x0000000c
// CHECK-NEXT:   .long           0x04020000
// CHECK-NEXT:   .long           0x00080000
// CHECK-NEXT:   .long           0x00040003
// CHECK-NEXT:   .long           0x00000000
// CHECK-NEXT:   .long           0x00020000
// CHECK-NEXT:   .long           0x00000000
// CHECK-NEXT:   .long           0x80000000

module {
  aie.device(npu1) {
    %t01 = aie.tile(0, 1)
    %b = aie.buffer(%t01) {address = 0 : i32, sym_name = "b"} : memref<8xi32>
    %m = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.dma_bd(%b : memref<8xi32>, 0, 12, [<size = 2, stride = 4>, <size = 4, stride = 1>], [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 1>]) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
  }
}

// -----

// i8 data: the BD counts words, so the 8-element linear dimension is a
// wrap of 2 words (kept although linear: the padding is placed by it) and
// 4 elements of padding on either side are 1 word (D0_Zero_Before 1 in
// word 1, D0_Zero_After 1 in word 5), as mlir-aie configures them.
// I8:      // -----
// I8:      bd_0_1_0:
// I8-NEXT:   .long           0x00000004
// I8-NEXT:   .long           0x04020000
// I8-NEXT:   .long           0x00040000
// I8-NEXT:   .long           0x00020000
// I8-NEXT:   .long           0x00000000
// I8-NEXT:   .long           0x00020000
// I8-NEXT:   .long           0x00000000
// I8-NEXT:   .long           0x80000000

module {
  aie.device(npu1) {
    %t01 = aie.tile(0, 1)
    %b = aie.buffer(%t01) {address = 0 : i32, sym_name = "b"} : memref<16xi8>
    %m = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.dma_bd(%b : memref<16xi8>, 0, 16, [<size = 8, stride = 1>], [<const_pad_before = 4, const_pad_after = 4>]) {bd_id = 0 : i32}
      aie.end
    ^end:
      aie.end
    }
  }
}
