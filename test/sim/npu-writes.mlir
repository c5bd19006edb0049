// The runtime sequence's writes into a core's memory in every addressing
// form, run: absolute (the tile in the address), column/row, and through a
// buffer symbol (a word offset into @buf); write32, maskwrite32 in attribute
// and operand form, blockwrite. @buf starts as 0x11111111 (its initial
// value, written with the configuration); the core waits for the lock the
// sequence releases after its writes, and its DMA sends @buf to argument
// 0. A masked write keeps the bits outside its mask and writes the value's
// bits inside it, as the NPU firmware does (mlir-aie's add_maskwrite test
// checks it on hardware).
// compiler/xrt-coreutil/tests/host_programs.rs runs this design's
// instruction words through the XRT runtime and checks the same words.
// RUN: aie-sim %s --output 0=%t.out
// RUN: od -An -v -tx4 %t.out | tr -s ' \n' ' ' | FileCheck %s
// (0x11111111 & ~0xF0F0F0F0) | (0xABCDEF01 & 0xF0F0F0F0), then with the
// low nibbles of 0x23456789, a whole word, the low nibbles of 0x9ABCDEF0,
// an absolute write32, two words of a blockwrite into @buf, one of a
// blockwrite by column/row.
// CHECK: a1c1e101 13151719 12345678 1a1c1e10 cafef00d 00000005 00000006 00000007
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %go = aie.lock(%t02, 0) {init = 0 : i32, sym_name = "go"}
    %done = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "done"}
    %buf = aie.buffer(%t02) {address = 1024 : i32, sym_name = "buf"} : memref<8xi32> = dense<0x11111111>
    memref.global "private" constant @two : memref<2xi32> = dense<[5, 6]>
    memref.global "private" constant @one : memref<1xi32> = dense<[7]>
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.core(%t02) {
      aie.use_lock(%go, AcquireGreaterEqual, 1)
      aie.use_lock(%done, Release, 1)
      aie.end
    }
    aie.mem(%t02) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%done, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<8xi32>, 0, 8)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    aie.runtime_sequence(%out : memref<8xi32>) {
      // word 0, column/row: the high nibble of each byte from 0xABCDEF01
      aiex.npu.maskwrite32 {address = 1024 : ui32, column = 0 : i32, row = 2 : i32, value = 0xABCDEF01 : ui32, mask = 0xF0F0F0F0 : ui32}
      // word 1 through the buffer: the low nibbles from 0x23456789
      aiex.npu.maskwrite32 {address = 1 : ui32, buffer = @buf, value = 0x23456789 : ui32, mask = 0x0F0F0F0F : ui32}
      // word 2 through the buffer, whole
      aiex.npu.write32 {address = 2 : ui32, buffer = @buf, value = 0x12345678 : ui32}
      // word 3 through the buffer, operand form: the low nibbles from 0x9ABCDEF0
      %a = arith.constant 3 : i32
      %v = arith.constant 0x9ABCDEF0 : i32
      %m = arith.constant 0x0F0F0F0F : i32
      aiex.npu.maskwrite32(%a, %v, %m) {buffer = @buf} : i32, i32, i32
      // word 4, absolute: tile (0, 2) is 2 << 20, plus byte 1024 + 16
      aiex.npu.write32 {address = 0x00200410 : ui32, value = 0xCAFEF00D : ui32}
      // words 5 and 6 through the buffer, word 7 by column/row
      %d2 = memref.get_global @two : memref<2xi32>
      aiex.npu.blockwrite(%d2) {address = 5 : ui32, buffer = @buf} : memref<2xi32>
      %d1 = memref.get_global @one : memref<1xi32>
      aiex.npu.blockwrite(%d1) {address = 1052 : ui32, column = 0 : i32, row = 2 : i32} : memref<1xi32>
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<8xi32>
      // lock `go` of tile (0, 2) (its value register) to 1
      aiex.npu.write32 {address = 0x1F000 : ui32, column = 0 : i32, row = 2 : i32, value = 1 : ui32}
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
