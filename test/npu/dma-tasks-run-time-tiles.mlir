// DMA tasks on mem and compute tiles whose BD length, sizes, strides,
// offset or id are known only at run time (aiec's; mlir-aie lowers them on a
// shim NOC tile only, as dma-tasks-run-time-len.mlir and
// dma-tasks-run-time-dims.mlir do): the BD's words in the tile's own layout,
// in one blockwrite_values, its buffer's word address in them (no patch),
// the run-time fields computed with arith, each guarded against its field's
// width. A host buffer stays a shim's.
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s | FileCheck %s

// A mem tile's BD 25 (0x1A0320): the length n (17 bits), word 1 the address
// (1024 + 16 bytes) / 4 = 260, the d0 and d1 wraps and steps constants,
// word 4 the run-time d2 wrap at bit 17 with its step (15 where it wraps),
// word 7 the lock of id 64 + 3.
// CHECK-LABEL: aie.runtime_sequence(%arg0: i32, %arg1: index)
// CHECK:      %[[H:.*]] = arith.index_cast %arg1 : index to i32
// CHECK:      %[[STEP:.*]] = arith.select %{{.*}}, %c15_i32, %c0_i32 : i32
// CHECK-NEXT: aiex.npu.assert_bd_field(%arg0) {max = 131071 : i32} : i32
// CHECK-NEXT: aiex.npu.assert_bd_field(%[[STEP]]) {max = 131071 : i32} : i32
// CHECK-NEXT: aiex.npu.assert_bd_field(%[[H]]) {max = 1023 : i32} : i32
// CHECK:      %[[LEN:.*]] = arith.andi %arg0,
// CHECK:      %[[W4:.*]] = arith.ori
// CHECK-NEXT: %[[A:.*]] = arith.constant 1704736 : i32
// CHECK-NEXT: %[[W1:.*]] = arith.constant 260 : i32
// CHECK-NEXT: %[[W2:.*]] = arith.constant 1048577 : i32
// CHECK-NEXT: %[[W3:.*]] = arith.constant 262144 : i32
// CHECK:      %[[W7:.*]] = arith.constant -2126250173 : i32
// CHECK-NEXT: aiex.npu.blockwrite_values(%[[A]] : i32) values %[[LEN]], %[[W1]], %[[W2]], %[[W3]], %[[W4]], %{{.*}}, %{{.*}}, %[[W7]] :
// CHECK-NOT:  aiex.npu.maskwrite32
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
// bits 27:14 of word 0 beside the length, 32 words.
// CHECK-LABEL: aie.runtime_sequence(%arg0: i32)
// CHECK-NEXT: aiex.npu.assert_bd_divisible(%arg0) {divisor = 2 : i32} : i32
// CHECK:      %[[B:.*]] = arith.muli %arg0, %c2_i32 : i32
// CHECK:      %[[BYTES:.*]] = arith.addi %[[B]], %c4096_i32 : i32
// CHECK:      %[[WORD:.*]] = arith.divui %[[BYTES]], %c4_i32 : i32
// CHECK-NEXT: aiex.npu.assert_bd_field(%[[WORD]]) {max = 16383 : i32} : i32
// CHECK:      %[[W0:.*]] = arith.ori %c32_i32, %{{.*}} : i32
// CHECK-NEXT: %[[A:.*]] = arith.constant 2216000 : i32
// CHECK:      aiex.npu.blockwrite_values(%[[A]] : i32) values %[[W0]], %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %c33554432_i32 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: arith.constant 2 : i32
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
// 256 / 4 = 64 in word 1.
// CHECK-LABEL: aie.runtime_sequence()
// CHECK-NEXT: %[[ID:.*]] = aiex.dma_bd_pool_pop(0, 1) : i32
// CHECK-NEXT: %[[BASE:.*]] = arith.constant 1703936 : i32
// CHECK-NEXT: %[[STRIDE:.*]] = arith.constant 32 : i32
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[ID]], %[[STRIDE]] : i32
// CHECK-NEXT: %[[AT:.*]] = arith.addi %[[BASE]], %[[OFF]] : i32
// CHECK-NEXT: %[[LEN:.*]] = arith.constant 64 : i32
// CHECK-NEXT: %[[ADDR:.*]] = arith.constant 64 : i32
// CHECK:      aiex.npu.blockwrite_values(%[[AT]] : i32) values %[[LEN]], %[[ADDR]],
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
