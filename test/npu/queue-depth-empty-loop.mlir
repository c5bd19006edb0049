// A loop whose constant bounds give it no iteration has no effect on the
// queues (nor have the loops inside it): four pushes after one that holds
// pushes leave the four-deep queue full, not over, and need no poll.
// RUN: aiec --aie-dma-to-npu %s | FileCheck %s
// CHECK-LABEL: aie.runtime_sequence @never
// CHECK-NOT:   aiex.npu.maskpoll
aie.device(npu2) {
  aie.runtime_sequence @never(%n: index) {
    %zero = arith.constant 0 : index
    %one = arith.constant 1 : index
    %c0 = arith.constant 0 : i32
    scf.for %i = %one to %zero step %one {
      scf.for %j = %zero to %n step %one {
        aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
      }
    }
    aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
  }
}
