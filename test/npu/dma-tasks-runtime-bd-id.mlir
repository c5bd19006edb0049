// --aie-dma-tasks-to-npu on a task whose BD id is drawn from the pool at run
// time (bd_id %pop): the BD register block moves with the id, so its eight
// words are one aiex.npu.blockwrite_values at 0x1D000 + 32 * id (arith over
// the pop; mlir-aie's packed block, #3559), the host address patch takes
// the BD's address word as its `addr` operand, and the queue push takes the
// id. A constant repeat operand is the push's repeat count.
// RUN: aiec %s --aie-dma-tasks-to-npu | FileCheck %s
// --aie-dma-to-npu then builds the queue word from the id:
// (id & 0xF) | repeat << 16 | token (bit 31).
// RUN: aiec %s --aie-dma-tasks-to-npu --aie-dma-to-npu | FileCheck %s --check-prefix=WORD
// NPU instructions and CERT control code need constants: run on their own
// (without the default pipeline, which resolves the pool first), the
// lowerings say so at the first run-time register.
// RUN: not aiec %s --aie-dma-tasks-to-npu --aie-dma-to-npu --aie-npu-to-cert 2>&1 | FileCheck %s --check-prefix=RUNTIME
// RUN: not aiec %s --aie-dma-tasks-to-npu --aie-dma-to-npu --aie-lower-to-cert 2>&1 | FileCheck %s --check-prefix=RUNTIME
// RUN: not aiec %s --aie-dma-tasks-to-npu --aie-dma-to-npu --aie-npu-to-binary 2>&1 | FileCheck %s --check-prefix=RUNTIME
// RUNTIME: error: 'aiex.npu.blockwrite_values' op 'address' is known only at run time here
// RUNTIME: help: NPU instructions and CERT control code take constants

// CHECK-LABEL: aie.runtime_sequence @pooled
// CHECK: %[[ID:.*]] = aiex.dma_bd_pool_pop(1, 0) : i32
// CHECK: %[[BD0:.*]] = arith.constant 33673216 : i32
// CHECK: %[[STRIDE:.*]] = arith.constant 32 : i32
// CHECK: %[[SCALED:.*]] = arith.muli %[[ID]], %[[STRIDE]] : i32
// CHECK: %[[BASE:.*]] = arith.addi %[[BD0]], %[[SCALED]] : i32
// CHECK-NOT: aiex.npu.writebd
// The length (64 words) first.
// CHECK: %[[LEN:.*]] = arith.constant 64 : i32
// CHECK: aiex.npu.blockwrite_values(%[[BASE]] : i32) values %[[LEN]],
// CHECK-SAME: : i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NOT: aiex.npu.write32
// CHECK: %[[REG:.*]] = arith.addi %[[BASE]], %{{.*}} : i32
// CHECK: %[[PLUS:.*]] = arith.constant 16 : i32
// CHECK: aiex.npu.address_patch(%[[PLUS]] : i32) addr %[[REG]] : i32 {addr = 33673220 : ui32, arg_idx = 0 : i32}
// CHECK: %[[REPEAT:.*]] = arith.constant 2 : i32
// CHECK: aiex.npu.push_queue(1, 0, MM2S : 0) bd_id %[[ID]] repeat %[[REPEAT]] {issue_token = true} : i32, i32
// CHECK: aiex.npu.sync
// CHECK: aiex.dma_bd_pool_push(1, 0) bd_id %[[ID]] : i32

// WORD: %[[ID:.*]] = aiex.dma_bd_pool_pop(1, 0) : i32
// WORD: %[[CONST:.*]] = arith.constant -2147352576 : i32
// WORD: %[[MASK:.*]] = arith.constant 15 : i32
// WORD: %[[BITS:.*]] = arith.andi %[[ID]], %[[MASK]] : i32
// WORD: %[[CMD:.*]] = arith.ori %[[CONST]], %[[BITS]] : i32
// WORD: %[[QUEUE:.*]] = arith.constant 33673748 : i32
// WORD: aiex.npu.write32(%[[QUEUE]], %[[CMD]]) : i32, i32
// WORD-LABEL: @parameter
// WORD: %[[P:.*]] = aiex.dma_bd_pool_pop(1, 0) : i32
// WORD: %[[AT:.*]] = arith.constant 1032 : i32
// WORD: aiex.npu.write32(%[[AT]], %[[P]]) {column = 1 : i32, row = 2 : i32} : i32, i32
module {
  aie.device(npu1) {
    %shim = aie.tile(1, 0)
    aie.runtime_sequence @pooled(%in: memref<256xi32>) {
      %id = aiex.dma_bd_pool_pop(1, 0) : i32
      %two = arith.constant 2 : i32
      %t = aiex.dma_configure_task(%shim, MM2S, 0) repeat %two : i32 bd_id %id : i32 {
        aie.dma_bd(%in : memref<256xi32> offset = 4 len = 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
      aiex.dma_bd_pool_push(1, 0) bd_id %id : i32
    }
    // A run-time value written to a run-time parameter stays an operand.
    %core = aie.tile(1, 2)
    %rtp = aie.buffer(%core) {address = 1024 : i32, sym_name = "rtp"} : memref<4xi32>
    aie.runtime_sequence @parameter() {
      %id = aiex.dma_bd_pool_pop(1, 0) : i32
      aiex.npu.rtp_write(@rtp, 2, %id) : i32
    }
  }
}
