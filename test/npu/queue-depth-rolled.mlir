// --aie-dma-to-npu guards the pushes of loops left rolled (their trip count
// known only when the sequence runs; mlir-aie's dynamic path), keeping every
// reachable queue state: the push may find the queue full in any iteration
// after the fourth.
// RUN: aiec --aie-dma-to-npu %s | FileCheck %s --check-prefix=MEMCPY
// RUN: aiec --aie-dma-to-npu %s --aie-npu-to-cpp | FileCheck %s --check-prefix=CPP
// The C++ polls with TxnEncoding.h's txn_append_maskpoll32 (mlir-aie's
// newest header has it too) and counts it.
// CPP: for (
// CPP: aie_runtime::txn_append_maskpoll32(txn,
// CPP-NEXT: ++__opcount;

// A loop whose trip count is known only when the sequence runs: its push
// may find the queue full in any iteration after the fourth, so one poll in
// the body guards every iteration.
// MEMCPY-LABEL: @rolled
// MEMCPY:      scf.for
// MEMCPY-NOT:    aiex.npu.write32
// MEMCPY:        aiex.npu.maskpoll(%c119336_i32, %{{.*}}, %c4194304_i32)
// MEMCPY:        aiex.npu.write32
// MEMCPY-NEXT: }
aie.device(npu1_1col) {
  %t00 = aie.tile(0, 0)
  aie.runtime_sequence @rolled(%a: memref<64xi32>, %n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      aiex.npu.push_queue (0, 0, MM2S : 0) {bd_id = 0 : i32, issue_token = false, repeat_count = 0 : i32}
    }
  }
}
