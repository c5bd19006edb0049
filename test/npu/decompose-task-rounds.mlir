// A transfer issued as several tasks (more slices than a channel queues):
// its first part keeps the place of its start; the pushes of the others go
// out after the last start of its round, merged with the other split
// transfers of that round by how far through its pushes each is (ties in
// program order). A round ends at an await, a sync, a poll, a register write
// (it may itself be a push) or a start on the same channel; a parameter
// write does not end it. A start with a repeat count of its own runs every
// part that often, one pass after the other, and only its last push issues
// the token (no_token on the earlier ones of the last part); with a
// run-time repeat count the transfer stays one chain.
// RUN: aiec --split-input-file --pass-pipeline='any(aie.device(aie-decompose-large-dma-bd))' %s | FileCheck %s

// 5 and 6 slices (4099 and 5119 rows of 2 words, 3 apart, cut at 1023 rows):
// after both first parts, b1 (1/6) a1 (1/5) b2 (2/6) a2 (2/5) b3 (3/6) a3
// (3/5) b4 (4/6) a4 (4/5) b5 (5/6).
// CHECK-LABEL: @merge
// CHECK: %[[A0:.*]] = aiex.dma_configure_task_for @a
// CHECK: aiex.dma_start_task(%[[A0]])
// CHECK: %[[B0:.*]] = aiex.dma_configure_task_for @b
// CHECK: aiex.dma_start_task(%[[B0]])
// CHECK-NEXT: %[[B1:.*]] = aiex.dma_configure_task_for @b
// CHECK-NEXT: offset = 3069
// CHECK: aiex.dma_start_task(%[[B1]])
// CHECK-NEXT: %[[A1:.*]] = aiex.dma_configure_task_for @a
// CHECK-NEXT: offset = 3069
// CHECK: aiex.dma_start_task(%[[A1]])
// CHECK-NEXT: %[[B2:.*]] = aiex.dma_configure_task_for @b
// CHECK: aiex.dma_start_task(%[[B2]])
// CHECK-NEXT: %[[A2:.*]] = aiex.dma_configure_task_for @a
// CHECK: aiex.dma_start_task(%[[A2]])
// CHECK-NEXT: %[[B3:.*]] = aiex.dma_configure_task_for @b
// CHECK: aiex.dma_start_task(%[[B3]])
// CHECK-NEXT: %[[A3:.*]] = aiex.dma_configure_task_for @a
// CHECK: aiex.dma_start_task(%[[A3]])
// CHECK-NEXT: %[[B4:.*]] = aiex.dma_configure_task_for @b
// CHECK: aiex.dma_start_task(%[[B4]])
// CHECK-NEXT: %[[A4:.*]] = aiex.dma_configure_task_for @a
// CHECK: } {issue_token = true}
// CHECK-NEXT: aiex.dma_start_task(%[[A4]])
// CHECK-NEXT: %[[B5:.*]] = aiex.dma_configure_task_for @b
// CHECK: aiex.dma_start_task(%[[B5]])
// CHECK-NEXT: aiex.dma_await_task(%[[A4]])
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.shim_dma_allocation @b (%t, MM2S, 1)
  aie.runtime_sequence @merge(%in: memref<32768xi32>) {
    %a = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 8198 sizes = [4099, 2] strides = [3, 1])
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%a)
    %b = aiex.dma_configure_task_for @b {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 10238 sizes = [5119, 2] strides = [3, 1])
      aie.end
    }
    aiex.dma_start_task(%b)
    aiex.dma_await_task(%a)
  }
}

// -----

// A parameter write stays where it is and the next start joins the round;
// a register write ends it, so the slices go out before it.
// CHECK-LABEL: @ends
// CHECK:      aiex.dma_start_task
// CHECK-NEXT: arith.constant
// CHECK-NEXT: aiex.npu.rtp_write
// CHECK-NEXT: %[[W:.*]] = aiex.dma_configure_task_for @b
// CHECK:      aiex.dma_start_task(%[[W]])
// CHECK-COUNT-4: aiex.dma_start_task
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.constant
// CHECK-NEXT: aiex.npu.write32
// CHECK-NEXT: aiex.dma_configure_task_for @b
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  %core = aie.tile(0, 2)
  %rtp = aie.buffer(%core) {sym_name = "rtp", address = 1024 : i32} : memref<4xi32>
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.shim_dma_allocation @b (%t, MM2S, 1)
  aie.runtime_sequence @ends(%in: memref<32768xi32>) {
    %a = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 8198 sizes = [4099, 2] strides = [3, 1])
      aie.end
    }
    aiex.dma_start_task(%a)
    %v = arith.constant 7 : i32
    aiex.npu.rtp_write(@rtp, 0, %v) : i32
    %w = aiex.dma_configure_task_for @b {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 64)
      aie.end
    }
    aiex.dma_start_task(%w)
    %addr = arith.constant 119296 : i32
    %one = arith.constant 1 : i32
    aiex.npu.write32(%addr, %one) : i32, i32
    %x = aiex.dma_configure_task_for @b {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 64)
      aie.end
    }
    aiex.dma_start_task(%x)
  }
}

// -----

// A start on the transfer's own channel ends its round: the whole transfer
// goes out before it.
// CHECK-LABEL: @same_channel
// CHECK-COUNT-5: aiex.dma_start_task
// CHECK-NEXT: %[[S:.*]] = aiex.dma_configure_task_for @a
// CHECK-NEXT: aie.dma_bd(%arg0 : memref<32768xi32> offset = 0 len = 64)
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @same_channel(%in: memref<32768xi32>) {
    %a = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 8198 sizes = [4099, 2] strides = [3, 1])
      aie.end
    }
    aiex.dma_start_task(%a)
    %s = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 64)
      aie.end
    }
    aiex.dma_start_task(%s)
  }
}

// -----

// A start running the task three times: three passes of the five parts,
// the token only at the very last push.
// CHECK-LABEL: @passes
// CHECK-COUNT-4: aiex.dma_start_task(%{{.*}}){{$}}
// CHECK-NEXT: %[[L:.*]] = aiex.dma_configure_task_for @a
// CHECK: } {issue_token = true}
// CHECK-NEXT: aiex.dma_start_task(%[[L]]) {no_token}
// CHECK-COUNT-4: aiex.dma_start_task(%{{.*}}){{$}}
// CHECK-NEXT: aiex.dma_start_task(%[[L]]) {no_token}
// CHECK-COUNT-4: aiex.dma_start_task(%{{.*}}){{$}}
// CHECK-NEXT: aiex.dma_start_task(%[[L]]){{$}}
// CHECK-NEXT: aiex.dma_await_task(%[[L]])
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @passes(%in: memref<32768xi32>) {
    %a = aiex.dma_configure_task_for @a {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 8198 sizes = [4099, 2] strides = [3, 1])
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%a) {repeat_count = 2 : i32}
    aiex.dma_await_task(%a)
  }
}

// -----

// A run-time repeat count cannot be cut into passes: one chain of five BDs.
// CHECK-LABEL: @run_time
// CHECK:     aiex.dma_configure_task_for @a repeat
// CHECK-COUNT-4: aie.next_bd
// CHECK:     aiex.dma_start_task
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a (%t, MM2S, 0)
  aie.runtime_sequence @run_time(%in: memref<32768xi32>, %r: i32) {
    %a = aiex.dma_configure_task_for @a repeat %r : i32 {
      aie.dma_bd(%in : memref<32768xi32> offset = 0 len = 8198 sizes = [4099, 2] strides = [3, 1])
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%a)
    aiex.dma_await_task(%a)
  }
}
