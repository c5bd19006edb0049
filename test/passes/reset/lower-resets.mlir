// --aie-lower-dma-channel-reset and --aie-lower-core-reset: each reset is a
// pulse of the reset bit (bit 1) of the channel's control register or of
// Core_Control, two maskwrite32 that leave the other bits alone.
// RUN: aiec %s --aie-lower-dma-channel-reset --aie-lower-core-reset | FileCheck %s
// RUN: aiec %s --aie-lower-core-reset | FileCheck %s --check-prefix=CORE-ONLY
module {
  aie.device(npu2) {
    %core = aie.tile(1, 2)
    %memtile = aie.tile(1, 1)
    aie.runtime_sequence() {
      // CHECK: %[[A:.*]] = arith.constant 122392 : i32
      // CHECK: %[[V:.*]] = arith.constant 2 : i32
      // CHECK: %[[M:.*]] = arith.constant 2 : i32
      // CHECK: aiex.npu.maskwrite32(%[[A]], %[[V]], %[[M]]) {column = 1 : i32, row = 2 : i32}
      // CHECK: arith.constant 122392 : i32
      // CHECK: arith.constant 0 : i32
      // CHECK: aiex.npu.maskwrite32(%{{.*}}, %c0_i32, %{{.*}}) {column = 1 : i32, row = 2 : i32}
      aiex.dma_channel_reset(%core, MM2S, 1)
      // CHECK: arith.constant 656936 : i32
      // CHECK: aiex.npu.maskwrite32({{.*}}) {column = 1 : i32, row = 1 : i32}
      // CHECK: aiex.npu.maskwrite32({{.*}}) {column = 1 : i32, row = 1 : i32}
      aiex.dma_channel_reset(%memtile, S2MM, 5)
      // CHECK: arith.constant 204800 : i32
      // CHECK: aiex.npu.maskwrite32({{.*}}) {column = 1 : i32, row = 2 : i32}
      // CHECK: aiex.npu.maskwrite32({{.*}}) {column = 1 : i32, row = 2 : i32}
      // CHECK-NOT: aiex.core_reset
      // CHECK-NOT: aiex.dma_channel_reset
      // CORE-ONLY: aiex.dma_channel_reset(%{{.*}}, MM2S, 1)
      // CORE-ONLY-NOT: aiex.core_reset
      aiex.core_reset(%core)
    }
  }
}
