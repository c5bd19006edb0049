// mlir-aie's July 2026 syntax and the April 2026 one it replaced: both are
// read; the current one is printed by default, the April one with
// --aie-syntax=2026-04. Scalar fields given as attributes (April text, or
// built by passes) print as an arith.constant before their op.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec %s --aie-syntax=2026-04 | FileCheck %s --check-prefix=APRIL
// RUN: aiec %s --aie-syntax=2026-04 | aiec | FileCheck %s

module {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %l = aie.lock(%t, 0) {init = 1 : i32}
    %b = aie.buffer(%t) {address = 1024 : i32} : memref<16xi32>
    %m = aie.mem(%t) {
      %s = aie.dma_start(MM2S, 0, ^bd0, ^bd1)
    // CHECK: ^bb1:
    // CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
    // CHECK-NEXT: aie.use_lock(%{{.*}}, AcquireGreaterEqual, %[[ONE]])
    // CHECK-NEXT: aie.dma_bd(%{{.*}} : memref<16xi32> offset = 0 len = 16 sizes = [4, 4] strides = [1, 4])
    // CHECK-NEXT: %[[ONE2:.*]] = arith.constant 1 : i32
    // CHECK-NEXT: aie.use_lock(%{{.*}}, Release, %[[ONE2]])
    // APRIL: aie.use_lock(%{{.*}}, AcquireGreaterEqual, 1)
    // APRIL-NEXT: aie.dma_bd(%{{.*}} : memref<16xi32>, 0, 16, [<size = 4, stride = 1>, <size = 4, stride = 4>])
    // APRIL-NEXT: aie.use_lock(%{{.*}}, Release)
    ^bd0:
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%b : memref<16xi32>, 0, 16, [<size = 4, stride = 1>, <size = 4, stride = 4>])
      aie.use_lock(%l, Release)
      aie.next_bd ^bd1
    // CHECK: aie.dma_bd(%{{.*}} : memref<16xi32> offset = 2 len = 8)
    // APRIL: aie.dma_bd(%{{.*}} : memref<16xi32>, 2, 8)
    ^bd1:
      %c1 = arith.constant 1 : i32
      aie.use_lock(%l, Acquire, %c1)
      aie.dma_bd(%b : memref<16xi32> offset = 2 len = 8)
      aie.use_lock(%l, Release, %c1)
      aie.next_bd ^bd0
    }
    // CHECK: aie.core
    // CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : i32
    // CHECK-NEXT: aie.use_lock(%{{.*}}, Acquire, %[[TWO]])
    // A value written as an operand stays one in the April syntax.
    // APRIL: aie.use_lock(%{{.*}}, Acquire, %c2_i32)
    %c = aie.core(%t) {
      %c2 = arith.constant 2 : i32
      aie.use_lock(%l, Acquire, %c2)
      aie.end
    }
    aie.runtime_sequence(%a: memref<16xi32>) {
      // CHECK: %[[A:.*]] = arith.constant 118784 : i32
      // CHECK-NEXT: %[[V:.*]] = arith.constant -2147483647 : i32
      // CHECK-NEXT: aiex.npu.write32(%[[A]], %[[V]]) : i32, i32
      // APRIL: aiex.npu.write32 {address = 118784 : ui32, value = 2147483649 : ui32}
      aiex.npu.write32 {address = 0x1d000 : ui32, value = 0x80000001 : ui32}
      // CHECK: aiex.npu.maskwrite32(%{{.*}}, %{{.*}}, %{{.*}}) {column = 0 : i32, row = 2 : i32} : i32, i32, i32
      %x = arith.constant 5 : i32
      %y = arith.constant 6 : i32
      %z = arith.constant 7 : i32
      aiex.npu.maskwrite32(%x, %y, %z) {column = 0 : i32, row = 2 : i32} : i32, i32, i32
      // CHECK: aiex.npu.sync(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : i32, i32, i32, i32, i32, i32
      // APRIL: aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 0 : i32, row = 0 : i32, row_num = 1 : i32}
      aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
      // CHECK: aiex.npu.address_patch(%{{.*}} : i32) {addr = 118788 : ui32, arg_idx = 0 : i32}
      // APRIL: aiex.npu.address_patch {addr = 118788 : ui32, arg_idx = 0 : i32, arg_plus = 8 : i32}
      aiex.npu.address_patch {addr = 0x1d004 : ui32, arg_idx = 0 : i32, arg_plus = 8 : i32}
      // CHECK: aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %{{.*}} repeat %{{.*}} {issue_token = true} : i32, i32
      // APRIL: aiex.npu.push_queue(0, 0, MM2S : 0) {bd_id = 3 : i32, issue_token = true, repeat_count = 0 : i32}
      aiex.npu.push_queue (0, 0, MM2S : 0) {issue_token = true, repeat_count = 0 : i32, bd_id = 3 : i32}
      // CHECK: aiex.npu.rtp_write(@{{.*}}, 1, %{{.*}}) : i32
      // APRIL: aiex.npu.rtp_write(@rtp, 1, 9)
      aiex.npu.rtp_write(@rtp, 1, 9)
    }
    %rtp = aie.buffer(%t) {sym_name = "rtp", address = 2048 : i32} : memref<4xi32>
  }
}
