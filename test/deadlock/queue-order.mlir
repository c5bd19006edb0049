// Tasks on one channel run in push order, each behind the one before
// (mlir-aie docs/DeadlockModel.md, "A queued task runs only when every task
// pushed to that channel before it has finished"). Shim MM2S 0 sends
// packet 1 (9 words) to S2MM 0 of (0, 2), whose BD waits for lock @a_ok,
// then packet 2 (8 words) to S2MM 1, whose BD releases @b_got, on which
// the core releases @a_ok. The stream holds 8 of packet 1's words; the 9th
// holds its task, and packet 2 waits in the queue behind it. The error is
// at the held-back transfer.
// RUN: not aiec %s --aie-check-deadlock 2>&1 | FileCheck %s
// CHECK: queue-order.mlir:[[@LINE+52]]:7: error: deadlock: a task on MM2S channel 0 of tile (0, 0) waits forever to send 4 more of its 36 bytes: the stream into S2MM channel 0 of tile (0, 2) holds at most 32 bytes beyond what its receiving BD takes
// CHECK: queue-order.mlir:[[@LINE+52]]:7: note: a task on MM2S channel 0 of tile (0, 0) waits forever in the start queue of MM2S channel 0 of tile (0, 0) behind a task that does not finish
// RUN: not aie-sim %s -Wno-deadlock 2>&1 | FileCheck %s --check-prefix=SIM
// SIM: aie-sim: deadlock: nothing can progress
// SIM: array: DMA (0, 0) MM2S 0: BD {{[0-9]+}}: the stream to DMA (0, 2) S2MM 0 waits: its buffer is full
//
// Packet 1 of 8 words fits the stream: its task ends, packet 2 follows, and
// the design completes (accepted; aie-sim runs it to the end).
// RUN: sed -e 's/9xi32/8xi32/g' -e 's/0, 9)/0, 8)/' -e 's/1, 9\]/1, 8]/' %s > %t.8.mlir
// RUN: aiec %t.8.mlir --aie-check-deadlock 2>&1 | FileCheck %s --check-prefix=FITS --allow-empty
// FITS-NOT: deadlock
// RUN: aie-sim %t.8.mlir | FileCheck %s --check-prefix=FITSIM
// FITSIM: aie-sim: {{[0-9]+}} cycles;
module {
  aie.device(npu2_1col) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %a = aie.buffer(%t2) {sym_name = "a"} : memref<9xi32>
    %b = aie.buffer(%t2) {sym_name = "b"} : memref<8xi32>
    %a_ok = aie.lock(%t2, 0) {init = 0 : i32, sym_name = "a_ok"}
    %b_got = aie.lock(%t2, 1) {init = 0 : i32, sym_name = "b_got"}
    %core = aie.core(%t2) {
      aie.use_lock(%b_got, AcquireGreaterEqual, 1)
      aie.use_lock(%a_ok, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t2) {
      %0 = aie.dma_start(S2MM, 0, ^a, ^next)
    ^a:
      aie.use_lock(%a_ok, AcquireGreaterEqual, 1)
      aie.dma_bd(%a : memref<9xi32>, 0, 9)
      aie.next_bd ^end
    ^next:
      %1 = aie.dma_start(S2MM, 1, ^b, ^end)
    ^b:
      aie.dma_bd(%b : memref<8xi32>, 0, 8)
      aie.use_lock(%b_got, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.packet_flow(1) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%t2, DMA : 0>
    }
    aie.packet_flow(2) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%t2, DMA : 1>
    }
    aie.shim_dma_allocation @ain(%shim, MM2S, 0)
    aie.shim_dma_allocation @bin(%shim, MM2S, 0)
    aie.runtime_sequence @seq(%x: memref<9xi32>, %y: memref<8xi32>) {
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 9][0, 0, 0, 1]) {id = 0 : i64, metadata = @ain, issue_token = true, packet = #aie.packet_info<pkt_type = 0, pkt_id = 1>} : memref<9xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 1 : i64, metadata = @bin, issue_token = true, packet = #aie.packet_info<pkt_type = 0, pkt_id = 2>} : memref<8xi32>
      aiex.npu.dma_wait {symbol = @bin}
      aiex.npu.dma_wait {symbol = @ain}
    }
  }
}
