// On AIE2PS (xcve3858) no task-queue status register is known to poll, so a
// fifth push onto a four-deep queue is not guarded: a warning, with a note
// that enforcement was attempted, and the build goes on without a poll.
// RUN: aiec --aie-dma-to-npu --verify-diagnostics %s | FileCheck %s
// CHECK-LABEL: aie.runtime_sequence @five
// CHECK-NOT:   aiex.npu.maskpoll
aie.device(xcve3858) {
  aie.runtime_sequence @five() {
    %c0 = arith.constant 0 : i32
    aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
    // expected-warning@+2 {{pushes a DMA task onto tile (0,0) MM2S channel 0, whose task queue is only 4 deep, with 4 push(es) not yet known to have completed}}
    // expected-note@+1 {{the compiler would have waited for a free slot here, but this target reports no pollable task-queue occupancy register}}
    aiex.npu.push_queue (0, 0, MM2S:0) bd_id %c0 repeat %c0 {issue_token = false} : i32, i32
  }
}
