// The host-side guards of a BD holding run-time values (mlir-aie's newest
// dynamic BD lowering): each a cf.assert with mlir-aie's message, its bound
// from the BD layout of the tile kind (a step field of 20 bits on a shim, 17
// on a mem tile, 13 on a compute tile; buffer_length 32, 17 and 14 bits),
// compared in i64 before anything narrows to the 32-bit BD words.
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s | FileCheck %s

// CHECK-LABEL: @shim_step
// CHECK: cf.assert %{{.*}}, "a runtime DMA d1 stride must be in [1:1048576] when its size > 1"
// CHECK-LABEL: @mem_step
// CHECK: cf.assert %{{.*}}, "a runtime DMA d1 stride must be in [1:131072] when its size > 1"
// CHECK-LABEL: @core_step
// CHECK: cf.assert %{{.*}}, "a runtime DMA d1 stride must be in [1:8192] when its size > 1"
aie.device(npu2) {
  %s = aie.tile(1, 0)
  %m = aie.tile(1, 1)
  %c = aie.tile(1, 2)
  %mb = aie.buffer(%m) {address = 0 : i32} : memref<2048xi32>
  %cb = aie.buffer(%c) {address = 1024 : i32} : memref<512xi32>
  aie.runtime_sequence @shim_step(%a: memref<2048xi32>, %st: i64) {
    %k = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<2048xi32> offset = 0 len = 64 sizes = [4, 16] strides = [%st, 1]) {bd_id = 0 : i32}
      aie.end
    }
  }
  aie.runtime_sequence @mem_step(%st: i64) {
    %k = aiex.dma_configure_task(%m, MM2S, 0) {
      aie.dma_bd(%mb : memref<2048xi32> offset = 0 len = 64 sizes = [4, 16] strides = [%st, 1]) {bd_id = 0 : i32}
      aie.end
    }
  }
  aie.runtime_sequence @core_step(%st: i64) {
    %k = aiex.dma_configure_task(%c, MM2S, 0) {
      aie.dma_bd(%cb : memref<512xi32> offset = 0 len = 64 sizes = [4, 16] strides = [%st, 1]) {bd_id = 0 : i32}
      aie.end
    }
  }
}

// -----

// A mem tile BD of run-time length over constant dimensions: the length is
// bounded by its 17-bit field and must be the walk's extent (4 × 32 words);
// the buffer's word address goes in by a mask write after the block write,
// past the west neighbour's window on npu2 (0x80000 + 256 bytes).
// CHECK-LABEL: @mem_len
// CHECK:      %[[L:.*]] = arith.extui %arg0 : i32 to i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA length must be in [1:131071] elements"
// CHECK:      %[[EQ:.*]] = arith.cmpi eq, %[[L]], %c128_i64 : i64
// CHECK-NEXT: cf.assert %[[EQ]], "a runtime DMA length must equal the d0*d1*d2 extent of its dimensions"
// CHECK:      aiex.npu.blockwrite_values(%{{.*}} : i32) values %c128_i32,
// CHECK-NEXT: %[[REG:.*]] = arith.constant 1704164 : i32
// CHECK-NEXT: %[[WORD:.*]] = arith.constant 131136 : i32
// CHECK-NEXT: %[[MASK:.*]] = arith.constant 524287 : i32
// CHECK-NEXT: aiex.npu.maskwrite32(%[[REG]], %[[WORD]], %[[MASK]])
// CHECK-NOT:  aiex.npu.address_patch
aie.device(npu2) {
  %m = aie.tile(0, 1)
  %mb = aie.buffer(%m) {address = 256 : i32} : memref<1024xi32>
  aie.runtime_sequence @mem_len(%n: i32) {
    %k = aiex.dma_configure_task(%m, MM2S, 0) {
      aie.dma_bd(%mb : memref<1024xi32> offset = 0 len = %n sizes = [4, 32] strides = [64, 1]) {bd_id = 7 : i32}
      aie.end
    }
  }
}

// -----

// A run-time offset of 8-bit elements into a compute tile's buffer: the
// byte address must be word aligned and fit the 14-bit word address field
// (64 KiB), then it is shifted to bits 27:14 of word 0.
// CHECK-LABEL: @core_offset
// CHECK:      %[[AT:.*]] = arith.addi %{{.*}}, %c2048_i64 : i64
// CHECK:      cf.assert %{{.*}}, "a runtime DMA offset is not 4-byte aligned"
// CHECK:      %[[FITS:.*]] = arith.cmpi ule, %[[AT]], %c65535_i64 : i64
// CHECK-NEXT: cf.assert %[[FITS]], "a runtime DMA offset puts the buffer address past the tile's DMA address field"
// CHECK:      arith.shli %{{.*}}, %c14_i32 : i32
// CHECK:      aiex.npu.maskwrite32
aie.device(npu1) {
  %c = aie.tile(0, 2)
  %cb = aie.buffer(%c) {address = 2048 : i32} : memref<1024xi8>
  aie.runtime_sequence @core_offset(%o: i32) {
    %k = aiex.dma_configure_task(%c, S2MM, 0) {
      aie.dma_bd(%cb : memref<1024xi8> offset = %o len = 64) {bd_id = 1 : i32}
      aie.end
    }
  }
}

// -----

// A guard that folds to false is an error at compile time.
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence @never(%a: memref<64xi32>, %n: i32) {
    %k = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error@+1 {{a runtime DMA length must equal the d0*d1*d2 extent of its dimensions}}
      aie.dma_bd(%a : memref<64xi32> offset = %n len = 32 sizes = [4, 4] strides = [16, 1]) {bd_id = 1 : i32}
      aie.end
    }
  }
}
