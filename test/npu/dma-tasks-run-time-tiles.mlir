// DMA tasks on mem and compute tiles whose BD length, sizes, strides,
// offset or id are known only at run time (aiec's; mlir-aie lowers them on a
// shim NOC tile only, as dma-tasks-run-time-len.mlir and
// dma-tasks-run-time-dims.mlir do): the BD's words in the tile's own layout,
// in one blockwrite_values, then its buffer's word address by a mask write
// (no patch), the run-time fields computed with i64 arith, each guarded
// against its field's width by a cf.assert. A host buffer stays a shim's.
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s | FileCheck %s

// A mem tile's BD 25 (0x1A0320): the length n (17 bits), word 1 the address
// (1024 + 16 bytes) / 4 = 260 (its mask write), the d0 and d1 wraps and steps constants,
// word 4 the run-time d2 wrap at bit 17 with its step (15 where it wraps),
// word 7 the lock of id 64 + 3.
// CHECK-LABEL: aie.runtime_sequence(%arg0: i32, %arg1: index)
// CHECK:      %[[H:.*]] = arith.index_castui %arg1 : index to i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA d2 size must be in [1:131071]"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA transfer exceeds the 131071-granule BD buffer_length"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA length must be in [1:131071] elements"
// CHECK:      cf.assert %{{.*}}, "a runtime DMA length must equal the d0*d1*d2 extent of its dimensions"
// CHECK:      %[[A:.*]] = arith.constant 1704736 : i32
// CHECK:      %[[W7:.*]] = arith.constant -2126250173 : i32
// CHECK-NEXT: aiex.npu.blockwrite_values(%[[A]] : i32) values %{{.*}}, %c0_i32, %c1048577_i32, %c262144_i32, %{{.*}}, %{{.*}}, %{{.*}}, %[[W7]] :
// CHECK:      aiex.npu.maskwrite32(%c1704740_i32, %c260_i32, %c524287_i32)
// CHECK:      aiex.npu.push_queue(0, 1, MM2S : 1) bd_id
aie.device(npu1) {
  %m = aie.tile(0, 1)
  %b = aie.buffer(%m) {address = 1024 : i32} : memref<256xi32>
  %l = aie.lock(%m, 3) {init = 1 : i32}
  aie.runtime_sequence(%n: i32, %h: index) {
    %k = aiex.dma_configure_task(%m, MM2S, 1) {
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%b : memref<256xi32> offset = 4 len = %n sizes = [%h, 2, 8] strides = [16, 1, 2]) {bd_id = 25 : i32}
      aie.use_lock(%l, Release, 1)
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}

// -----

// A compute tile's BD 2 (0x21D040, six words): a run-time offset of 16-bit
// elements must land on a word; the base address (4096 + 2 off) / 4 fills
// bits 27:14 of word 0 (a mask write after the length, 32 words).
// CHECK-LABEL: aie.runtime_sequence(%arg0: i32)
// CHECK:      aiex.npu.blockwrite_values(%c2216000_i32 : i32) values %c32_i32,
// CHECK:      %[[B:.*]] = arith.muli %{{.*}}, %c2_i64 : i64
// CHECK:      %[[BYTES:.*]] = arith.addi %[[B]], %c4096_i64 : i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA offset is not 4-byte aligned"
// CHECK:      %[[FITS:.*]] = arith.cmpi ule, %[[BYTES]], %c65535_i64 : i64
// CHECK-NEXT: cf.assert %[[FITS]], "a runtime DMA offset puts the buffer address past the tile's DMA address field"
// CHECK:      %[[WORD:.*]] = arith.divui %[[BYTES]], %c4_i64 : i64
// CHECK-NEXT: %[[W32:.*]] = arith.trunci %[[WORD]] : i64 to i32
// CHECK:      %[[AT:.*]] = arith.shli %[[W32]], %c14_i32 : i32
// CHECK:      aiex.npu.maskwrite32(%c2216000_i32_{{[0-9]+}}, %[[AT]], %c268419072_i32)
aie.device(npu1) {
  %c = aie.tile(0, 2)
  %b = aie.buffer(%c) {address = 4096 : i32} : memref<256xi16>
  aie.runtime_sequence(%off: i32) {
    %k = aiex.dma_configure_task(%c, S2MM, 0) {
      aie.dma_bd(%b : memref<256xi16> offset = %off len = 64) {bd_id = 2 : i32}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}

// -----

// A mem tile BD with an id from the pool: at 0x1A0000 + 32 id, the address
// 256 / 4 = 64 masked into word 1.
// CHECK-LABEL: aie.runtime_sequence()
// CHECK-NEXT: %[[ID:.*]] = aiex.dma_bd_pool_pop(0, 1) : i32
// CHECK-NEXT: %[[BASE:.*]] = arith.constant 1703936 : i32
// CHECK-NEXT: %[[STRIDE:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[ID]], %[[STRIDE]] : i32
// CHECK-NEXT: %[[AT:.*]] = arith.addi %[[BASE]], %[[OFF]] : i32
// CHECK:      aiex.npu.blockwrite_values(%[[AT]] : i32) values %c64_i32,
// CHECK:      %[[REG:.*]] = arith.addi %[[AT]], %c4_i32 : i32
// CHECK:      aiex.npu.maskwrite32(%[[REG]], %c64_i32_{{[0-9]+}}, %c524287_i32)
// CHECK:      aiex.npu.push_queue(0, 1, MM2S : 0) bd_id %[[ID]]
aie.device(npu1) {
  %m = aie.tile(0, 1)
  %b = aie.buffer(%m) {address = 256 : i32} : memref<64xi32>
  aie.runtime_sequence() {
    %id = aiex.dma_bd_pool_pop(0, 1) : i32
    %t = aiex.dma_configure_task(%m, MM2S, 0) bd_id %id : i32 {
      aie.dma_bd(%b : memref<64xi32> offset = 0 len = 64)
      aie.end
    }
    aiex.dma_start_task(%t)
  }
}

// -----

// A host buffer on a mem tile.
aie.device(npu1) {
  %m = aie.tile(0, 1)
  aie.runtime_sequence(%a: memref<64xi32>, %n: i32) {
    %k = aiex.dma_configure_task(%m, MM2S, 0) {
      // expected-error@+1 {{DDR memory (runtime input arguments) can only be referred to on shim tiles.}}
      aie.dma_bd(%a : memref<64xi32> offset = 0 len = %n) {bd_id = 0 : i32}
      aie.end
    }
    aiex.dma_start_task(%k)
  }
}
