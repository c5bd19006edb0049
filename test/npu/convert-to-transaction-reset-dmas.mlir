// --convert-aie-to-transaction=reset-dmas=true (what aiecc --get-txn runs):
// before any lock or BD, every DMA channel of each tile whose DMAs the
// device programs and that has no core goes into reset and out of it
// (XAie_DmaChannelResetAll: the reset bit, mask 2, of each channel
// control): the mem tile (0, 1)'s six S2MM controls 0x1A0600 + 8 n and six
// MM2S controls 0x1A0630 + 8 n, then the core-less compute tile (0, 3)'s
// 0x31DE00/08/10/18; then the lock values. (A shim's channels have no
// reset bit; a tile with a core is reset by its load already.) Without the
// option, no reset.
// RUN: aiec --convert-aie-to-transaction=reset-dmas=true %s | FileCheck %s
// RUN: aiec --convert-aie-to-transaction %s | FileCheck %s --check-prefix=NONE

// CHECK:         aie.runtime_sequence @configure() {
// CHECK-NEXT:      %[[S0:.*]] = arith.constant 1705472 : i32
// CHECK-NEXT:      %[[ON:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      %[[M:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      aiex.npu.maskwrite32(%[[S0]], %[[ON]], %[[M]]) : i32, i32, i32
// CHECK-NEXT:      arith.constant 1705480 : i32
// CHECK-COUNT-10:  aiex.npu.maskwrite32
// CHECK-NEXT:      arith.constant 1705560 : i32
// CHECK-NEXT:      arith.constant 2 : i32
// CHECK-NEXT:      arith.constant 2 : i32
// CHECK-NEXT:      aiex.npu.maskwrite32
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 1705472 : i32
// CHECK-NEXT:      %[[OFF:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[CM:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      aiex.npu.maskwrite32(%[[C0]], %[[OFF]], %[[CM]]) : i32, i32, i32
// CHECK-COUNT-11:  aiex.npu.maskwrite32
// CHECK-NEXT:      arith.constant 3268096 : i32
// CHECK-NEXT:      arith.constant 2 : i32
// CHECK-NEXT:      arith.constant 2 : i32
// CHECK-NEXT:      aiex.npu.maskwrite32
// CHECK-COUNT-3:   aiex.npu.maskwrite32
// CHECK-NEXT:      arith.constant 3268096 : i32
// CHECK-NEXT:      arith.constant 0 : i32
// CHECK-NEXT:      arith.constant 2 : i32
// CHECK-NEXT:      aiex.npu.maskwrite32
// CHECK-COUNT-2:   aiex.npu.maskwrite32
// CHECK-NEXT:      arith.constant 3268120 : i32
// CHECK-NEXT:      arith.constant 0 : i32
// CHECK-NEXT:      arith.constant 2 : i32
// CHECK-NEXT:      aiex.npu.maskwrite32
// CHECK-NEXT:      arith.constant 1835008 : i32
// CHECK-NEXT:      arith.constant 2 : i32
// CHECK-NEXT:      aiex.npu.write32
// CHECK-NOT:       aiex.npu.maskwrite32
// CHECK:         }

// NONE:          aie.runtime_sequence @configure() {
// NONE-NEXT:       arith.constant 1835008 : i32
// NONE-NOT:        aiex.npu.maskwrite32

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t03 = aie.tile(0, 3)
    %l = aie.lock(%t01, 0) {init = 2 : i32, sym_name = "l"}
    %b = aie.buffer(%t01) {address = 0 : i32, sym_name = "b"} : memref<16xi32>
    %l3 = aie.lock(%t03, 0) {init = 1 : i32, sym_name = "l3"}
    %b3 = aie.buffer(%t03) {address = 1024 : i32, sym_name = "b3"} : memref<16xi32>
    %m = aie.memtile_dma(%t01) {
      %0 = aie.dma_start(S2MM, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%b : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
      aie.use_lock(%l, Release, 1)
      aie.next_bd ^bd
    ^end:
      aie.end
    }
    %m3 = aie.mem(%t03) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.use_lock(%l3, AcquireGreaterEqual, 1)
      aie.dma_bd(%b3 : memref<16xi32>, 0, 16) {bd_id = 0 : i32}
      aie.use_lock(%l3, Release, 1)
      aie.next_bd ^bd
    ^end:
      aie.end
    }
  }
}
