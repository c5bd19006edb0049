// A queue push whose BD id or repeat count is known only at run time writes
// the queue register with a word computed by arith: the constant fields'
// word, or'ed with each run-time field masked and shifted into place (the
// shim queue's BD id is 4 bits at 0, its repeat count 8 bits at 16). A
// run-time repeat count is first checked on the host to fit its field
// (widened to i64, as mlir-aie guards it), not silently masked.
// RUN: aiec --aie-dma-to-npu %s | FileCheck %s

// CHECK-LABEL: aie.runtime_sequence(%arg0: i32, %arg1: i32)
// CHECK:      %[[TOKEN:.*]] = arith.constant -2147483648 : i32
// CHECK-NEXT: %[[M4:.*]] = arith.constant 15 : i32
// CHECK-NEXT: %[[ID:.*]] = arith.andi %arg0, %[[M4]] : i32
// CHECK-NEXT: %[[W0:.*]] = arith.ori %[[TOKEN]], %[[ID]] : i32
// CHECK-NEXT: %[[Q0:.*]] = arith.constant 119316 : i32
// CHECK-NEXT: aiex.npu.write32(%[[Q0]], %[[W0]]) : i32, i32
// CHECK-NEXT: %[[WIDE:.*]] = arith.extui %arg1 : i32 to i64
// CHECK-NEXT: %[[MAX:.*]] = arith.constant 255 : i64
// CHECK-NEXT: %[[FITS:.*]] = arith.cmpi ule, %[[WIDE]], %[[MAX]] : i64
// CHECK-NEXT: cf.assert %[[FITS]], "a runtime DMA repeat count exceeds the task queue's [0:255] range (at most 256 executions)"
// CHECK-NEXT: %[[REP:.*]] = arith.trunci %[[WIDE]] : i64 to i32
// CHECK-NEXT: %[[BD3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[M8:.*]] = arith.constant 255 : i32
// CHECK-NEXT: %[[R:.*]] = arith.andi %[[REP]], %[[M8]] : i32
// CHECK-NEXT: %[[S16:.*]] = arith.constant 16 : i32
// CHECK-NEXT: %[[RS:.*]] = arith.shli %[[R]], %[[S16]] : i32
// CHECK-NEXT: %[[W1:.*]] = arith.ori %[[BD3]], %[[RS]] : i32
// CHECK-NEXT: %[[Q1:.*]] = arith.constant 119308 : i32
// CHECK-NEXT: aiex.npu.write32(%[[Q1]], %[[W1]]) : i32, i32
aie.device(npu1) {
  %t = aie.tile(0, 0)
  aie.runtime_sequence(%id: i32, %r: i32) {
    %c0 = arith.constant 0 : i32
    %c3 = arith.constant 3 : i32
    aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %id repeat %c0 {issue_token = true} : i32, i32
    aiex.npu.push_queue(0, 0, S2MM : 1) bd_id %c3 repeat %r {issue_token = false} : i32, i32
  }
}
