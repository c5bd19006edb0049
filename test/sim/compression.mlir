// DMA compression (AM020, "Sparsity"), as mlir-aie's dma_compression
// example turns it on: the runtime sequence sets a BD's Enable_Compression
// (a mem tile BD's word 4, bit 31) and the channel's (de)compression enable
// (control bit 4) with npu.maskwrite32. The mem tile's static S2MM task
// (BD 0 then 1) and MM2S task (BD 2 then 3) were pushed with the
// configuration, their first BDs fetched then: BDs 0 and 2 move raw words,
// BD 1 decompresses what the host sends, BD 3 compresses it again.
//
// The host sends 8 raw words, then 16 words compressed: per 8-word block
// (npu1) a mask of the nonzero bytes and those bytes, padded to a word.
// Block 1 = [1, 0, 0x20000, 0, 0, 0, 0, 0x7f000000] has bytes 0, 10 and 31
// set (mask 0x80000401, bytes 01 02 7f), block 2 = [0, 0, 0, 0, 5, 0, 0, 0]
// byte 16 (mask 0x10000, byte 05). BD 1 takes those 4 words for 16 (it
// would wait for 12 more if it did not decompress), BD 3 sends them back as
// 4 (the host's S2MM would wait for 12 more if it did not compress).
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<12I', *range(10, 18), 0x80000401, 0x007f0201, 0x10000, 5))" > %t.in
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.in | FileCheck %s
// CHECK: 48 words moved by DMAs
// CHECK: argument 1 = [10, 11, 12, 13, 14, 15, 16, 17, …] (12 × i32): matches
//
// On npu2 (AIE2P) a block is 16 words with a 64-bit mask (low word first),
// its bytes padded to 8: bytes 0, 10, 31 and 48 set, bytes 01 02 7f 05.
// RUN: sed 's/npu1_1col/npu2_1col/' %s > %t.npu2.mlir
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<12I', *range(10, 18), 0x80000401, 0x10000, 0x057f0201, 0))" > %t.npu2.in
// RUN: aie-sim %t.npu2.mlir --input 0=%t.npu2.in --expect 1=%t.npu2.in | FileCheck %s --check-prefix=NPU2
// NPU2: argument 1 = [10, 11, 12, 13, 14, 15, 16, 17, …] (12 × i32): matches
//
// The writes are MASK_WRITE_32s of the control code.
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM: MASK_WRITE_32          0x001a0030, 0x80000000, 0x80000000
// ASM: MASK_WRITE_32          0x001a0070, 0x80000000, 0x80000000
// ASM: MASK_WRITE_32          0x001a0600, 0x00000010, 0x00000010
// ASM: MASK_WRITE_32          0x001a0630, 0x00000010, 0x00000010
//
// Without the channels' enables the BDs' bits do nothing: BD 1 waits for
// 12 more words.
// RUN: grep -v 'value = 16 : ui32' %s > %t.off.mlir
// RUN: not aie-sim %t.off.mlir --input 0=%t.in 2>&1 | FileCheck %s --check-prefix=OFF
// OFF: deadlock
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %raw = aie.buffer(%t01) {address = 0 : i32, sym_name = "raw"} : memref<8xi32>
    %sparse = aie.buffer(%t01) {address = 64 : i32, sym_name = "sparse"} : memref<16xi32>
    %empty = aie.lock(%t01, 0) {init = 2 : i32, sym_name = "empty"}
    %full = aie.lock(%t01, 1) {init = 0 : i32, sym_name = "full"}
    aie.flow(%t00, DMA : 0, %t01, DMA : 0)
    aie.flow(%t01, DMA : 0, %t00, DMA : 0)
    %m = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(S2MM, 0, ^s0, ^mm2s)
    ^s0:
      aie.use_lock(%empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%raw : memref<8xi32> offset = 0 len = 8) {bd_id = 0 : i32}
      aie.use_lock(%full, Release, 1)
      aie.next_bd ^s1
    ^s1:
      aie.use_lock(%empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%sparse : memref<16xi32> offset = 0 len = 16) {bd_id = 1 : i32}
      aie.use_lock(%full, Release, 1)
      aie.next_bd ^done
    ^mm2s:
      %1 = aie.dma_start(MM2S, 0, ^m0, ^done)
    ^m0:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%raw : memref<8xi32> offset = 0 len = 8) {bd_id = 2 : i32}
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^m1
    ^m1:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%sparse : memref<16xi32> offset = 0 len = 16) {bd_id = 3 : i32}
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^done
    ^done:
      aie.end
    }
    aie.runtime_sequence(%in: memref<12xi32>, %out: memref<12xi32>) {
      // Enable_Compression of BDs 1 and 3 (word 4 at 0xA0000 + 0x20 * bd + 0x10).
      aiex.npu.maskwrite32 {address = 655408 : ui32, column = 0 : i32, row = 1 : i32, value = 2147483648 : ui32, mask = 2147483648 : ui32}
      aiex.npu.maskwrite32 {address = 655472 : ui32, column = 0 : i32, row = 1 : i32, value = 2147483648 : ui32, mask = 2147483648 : ui32}
      // S2MM 0's Decompression_Enable and MM2S 0's Compression_Enable.
      aiex.npu.maskwrite32 {address = 656896 : ui32, column = 0 : i32, row = 1 : i32, value = 16 : ui32, mask = 16 : ui32}
      aiex.npu.maskwrite32 {address = 656944 : ui32, column = 0 : i32, row = 1 : i32, value = 16 : ui32, mask = 16 : ui32}
      %send = aiex.dma_configure_task(%t00, MM2S, 0) {
        aie.dma_bd(%in : memref<12xi32> offset = 0 len = 12) {bd_id = 0 : i32}
        aie.end
      }
      %recv = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%out : memref<12xi32> offset = 0 len = 12) {bd_id = 1 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%send)
      aiex.dma_start_task(%recv)
      aiex.dma_await_task(%recv)
    }
  }
}
