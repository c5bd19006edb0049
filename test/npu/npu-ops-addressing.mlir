// Every NPU instruction op in every addressing form, as transaction words
// (mlir-aie's TxnEncoding.h and NpuWrite32Op/NpuMaskWrite32Op/
// NpuBlockWriteOp::getAbsoluteAddress): an absolute address is written as
// given; with column and row, (column << 25) | (row << 20) replaces the
// address's bits from 20 up; with a buffer symbol, the address is a word
// offset into the buffer, in the buffer's tile (--aie-dma-to-npu resolves
// write32 and maskwrite32; --aie-npu-to-binary resolves a blockwrite
// itself, as mlir-aie's translation does: the second RUN).
// RUN: aiec --aie-dma-to-npu --aie-npu-to-binary -aie-output-binary=false %s | FileCheck %s
// RUN: aiec --aie-npu-to-binary -aie-output-binary=false -aie-sequence-name=blocks %s | FileCheck %s --check-prefix=BLOCKS

// Header: npu1 (6 rows, generation 3, version 0.1; 1 mem-tile row, 4 columns), 16 ops, 107 words.
// CHECK:      06030100
// CHECK-NEXT: 00000104
// CHECK-NEXT: 00000010
// CHECK-NEXT: 000001AC
// write32 (opcode 0, address at word 2, value at 4, size 24), absolute: the address as given.
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0431D004
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000001
// CHECK-NEXT: 00000018
// write32 with column/row: (column << 25) | (row << 20) | the address's low 20 bits (0x00F1D004 -> 0x1D004).
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0431D004
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000002
// CHECK-NEXT: 00000018
// write32 into @b (tile (2, 3), byte 0x400) at word 3: 0x400 + 4 * 3 in its tile.
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0430040C
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000003
// CHECK-NEXT: 00000018
// write32 (operand form) into @m (mem tile (1, 1), byte 0x1000) at word 5.
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 02101014
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000004
// CHECK-NEXT: 00000018
// maskwrite32 (opcode 3, address, value, mask, size 28), absolute.
// CHECK-NEXT: 00000003
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0221D000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 000000AB
// CHECK-NEXT: 000000FF
// CHECK-NEXT: 0000001C
// maskwrite32 with column/row.
// CHECK-NEXT: 00000003
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0431F000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000001
// CHECK-NEXT: 0000003F
// CHECK-NEXT: 0000001C
// maskwrite32 into @b at word 1: value and mask kept.
// CHECK-NEXT: 00000003
// CHECK-NEXT: 00000000
// CHECK-NEXT: 04300404
// CHECK-NEXT: 00000000
// CHECK-NEXT: 12345678
// CHECK-NEXT: F0F0F0F0
// CHECK-NEXT: 0000001C
// maskwrite32 (operand form, as mlir-aie's add_maskwrite test writes it) into @m at word 7.
// CHECK-NEXT: 00000003
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0210101C
// CHECK-NEXT: 00000000
// CHECK-NEXT: 9ABCDEF0
// CHECK-NEXT: 0F0F0F0F
// CHECK-NEXT: 0000001C
// blockwrite (opcode 1, column | row << 8 at word 1, address, 16 + 4 * 2 bytes, the data), absolute: no tile.
// CHECK-NEXT: 00000001
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0221D000
// CHECK-NEXT: 00000018
// CHECK-NEXT: 00000007
// CHECK-NEXT: 00000009
// blockwrite with column/row: the tile in word 1 and in the address.
// CHECK-NEXT: 00000001
// CHECK-NEXT: 00000302
// CHECK-NEXT: 0431D020
// CHECK-NEXT: 00000018
// CHECK-NEXT: 00000007
// CHECK-NEXT: 00000009
// blockwrite into @b at word 2, lowered by --aie-dma-to-npu: the tile in the address only.
// CHECK-NEXT: 00000001
// CHECK-NEXT: 00000000
// CHECK-NEXT: 04300408
// CHECK-NEXT: 00000018
// CHECK-NEXT: 00000007
// CHECK-NEXT: 00000009
// sync (opcode 0x80, size 16, direction | row << 8 | column << 16, row_num << 8 | column_num << 16 | channel << 24).
// CHECK-NEXT: 00000080
// CHECK-NEXT: 00000010
// CHECK-NEXT: 00010000
// CHECK-NEXT: 01020100
// address_patch (opcode 0x81, size 48, register at word 6, argument at 8, offset at 10) of argument 0.
// CHECK-NEXT: 00000081
// CHECK-NEXT: 00000030
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0201D004
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000008
// CHECK-NEXT: 00000000
// address_patch of argument 5: the firmware translates the first 5 arguments only, so its offset carries the DDR aperture 0x80000000.
// CHECK-NEXT: 00000081
// CHECK-NEXT: 00000030
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000000
// CHECK-NEXT: 0201D024
// CHECK-NEXT: 00000000
// CHECK-NEXT: 00000005
// CHECK-NEXT: 00000000
// CHECK-NEXT: 80000010
// CHECK-NEXT: 00000000
// load_pdi (opcode 8 | id << 16, size, address low and high words).
// CHECK-NEXT: 00030008
// CHECK-NEXT: 00000040
// CHECK-NEXT: 00000002
// CHECK-NEXT: 00000001
// preempt (opcode 6 | level << 8).
// CHECK-NEXT: 00000106
// CHECK-NOT: {{.}}

// A blockwrite into @m at word 6, untranslated by --aie-dma-to-npu:
// 0x1000 + 4 * 6 in mem tile (1, 1); no column/row given, word 1 is 0.
// BLOCKS:      06030100
// BLOCKS-NEXT: 00000104
// BLOCKS-NEXT: 00000001
// BLOCKS-NEXT: 00000028
// BLOCKS-NEXT: 00000001
// BLOCKS-NEXT: 00000000
// BLOCKS-NEXT: 02101018
// BLOCKS-NEXT: 00000018
// BLOCKS-NEXT: 00000007
// BLOCKS-NEXT: 00000009
// BLOCKS-NOT: {{.}}
module {
  aie.device(npu1) {
    %t23 = aie.tile(2, 3)
    %t11 = aie.tile(1, 1)
    %b = aie.buffer(%t23) {address = 1024 : i32, sym_name = "b"} : memref<8xi32>
    %m = aie.buffer(%t11) {address = 4096 : i32, sym_name = "m"} : memref<8xi32>
    memref.global "private" constant @d : memref<2xi32> = dense<[7, 9]>
    aie.runtime_sequence @all(%a0: memref<8xi32>, %a1: memref<8xi32>, %a2: memref<8xi32>, %a3: memref<8xi32>, %a4: memref<8xi32>, %a5: memref<8xi32>) {
      aiex.npu.write32 {address = 0x0431D004 : ui32, value = 1 : ui32}
      aiex.npu.write32 {address = 0x00F1D004 : ui32, column = 2 : i32, row = 3 : i32, value = 2 : ui32}
      aiex.npu.write32 {address = 3 : ui32, buffer = @b, value = 3 : ui32}
      %w = arith.constant 5 : i32
      %v = arith.constant 4 : i32
      aiex.npu.write32(%w, %v) {buffer = @m} : i32, i32
      aiex.npu.maskwrite32 {address = 0x0221D000 : ui32, value = 0xAB : ui32, mask = 0xFF : ui32}
      aiex.npu.maskwrite32 {address = 0x1F000 : ui32, column = 2 : i32, row = 3 : i32, value = 1 : ui32, mask = 0x3F : ui32}
      aiex.npu.maskwrite32 {address = 1 : ui32, buffer = @b, value = 0x12345678 : ui32, mask = 0xF0F0F0F0 : ui32}
      %mw = arith.constant 7 : i32
      %mv = arith.constant 0x9ABCDEF0 : i32
      %mm = arith.constant 0x0F0F0F0F : i32
      aiex.npu.maskwrite32(%mw, %mv, %mm) {buffer = @m} : i32, i32, i32
      %d0 = memref.get_global @d : memref<2xi32>
      aiex.npu.blockwrite(%d0) {address = 0x0221D000 : ui32} : memref<2xi32>
      aiex.npu.blockwrite(%d0) {address = 0x1D020 : ui32, column = 2 : i32, row = 3 : i32} : memref<2xi32>
      aiex.npu.blockwrite(%d0) {address = 2 : ui32, buffer = @b} : memref<2xi32>
      aiex.npu.sync {column = 1 : i32, row = 0 : i32, direction = 0 : i32, channel = 1 : i32, column_num = 2 : i32, row_num = 1 : i32}
      aiex.npu.address_patch {addr = 0x0201D004 : ui32, arg_idx = 0 : i32, arg_plus = 8 : i32}
      aiex.npu.address_patch {addr = 0x0201D024 : ui32, arg_idx = 5 : i32, arg_plus = 16 : i32}
      aiex.npu.load_pdi {id = 3 : i32, size = 64 : ui32, address = 0x100000002 : ui64}
      aiex.npu.preempt {level = 1 : ui8}
    }
    aie.runtime_sequence @blocks() {
      %d1 = memref.get_global @d : memref<2xi32>
      aiex.npu.blockwrite(%d1) {address = 6 : ui32, buffer = @m} : memref<2xi32>
    }
  }
}
