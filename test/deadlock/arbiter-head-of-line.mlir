// Head-of-line blocking between packet flows that share a switch arbiter
// (mlir-aie docs/DeadlockModel.md: a packet holds each arbiter on its route
// from its header to its last word). The design of
// test/sim/arbiter-head-of-line.mlir, routed by hand: both shim channels'
// packets pass arbiter 0 of the shim's and the mem tile's switches. Packet 1
// (9 words) goes to S2MM 0 of (0, 2), whose BD waits for lock @a_ok;
// packet 2 (8 words) to S2MM 1, whose BD releases @b_got, on which the core
// releases @a_ok. The stream holds 8 of packet 1's words, so packet 1 keeps
// the arbiters and packet 2 never passes. The error is at packet 2's
// transfer, which waits at the arbiter.
// RUN: not aiec %s --aie-check-deadlock 2>&1 | FileCheck %s
// CHECK: arbiter-head-of-line.mlir:[[@LINE+105]]:7: error: deadlock: a task on MM2S channel 1 of tile (0, 0) waits forever to send its 32 bytes: its packet's route passes arbiter 0 of the switch of tile (0, 0), which a packet of a task on MM2S channel 0 of tile (0, 0) holds until its last word
// CHECK: help: head-of-line blocking: packet streams that share arbiter 0 of the switch of tile (0, 0) pass one packet at a time
// CHECK: arbiter-head-of-line.mlir:[[@LINE+104]]:7: note: the runtime sequence waits forever for a task-complete token of MM2S channel 1 of tile (0, 0)
// CHECK: arbiter-head-of-line.mlir:[[@LINE+101]]:7: note: a task on MM2S channel 0 of tile (0, 0) waits forever to send 4 more of its 36 bytes
// CHECK: arbiter-head-of-line.mlir:[[@LINE+51]]:7: note: S2MM channel 0 of tile (0, 2) waits forever to acquire 1 of lock `a_ok` (it holds 0)
// CHECK: arbiter-head-of-line.mlir:[[@LINE+43]]:7: note: the core of tile (0, 2) waits forever to acquire 1 of lock `b_got` (it holds 0)
// CHECK: arbiter-head-of-line.mlir:[[@LINE+55]]:7: note: S2MM channel 1 of tile (0, 2) waits forever for 32 bytes on S2MM channel 1 of tile (0, 2) (0 came)
// aie-sim hangs the same way, and stops at the check without -Wno-deadlock.
// RUN: not aie-sim %s -Wno-deadlock 2>&1 | FileCheck %s --check-prefix=SIM
// SIM: root cause: a wait-for cycle: DMA (0, 0) MM2S 1 BD {{[0-9]+}} waits on arbiter 0 of (0, 0)
// RUN: not aie-sim %s 2>&1 | FileCheck %s --check-prefix=STATIC
// STATIC: error: deadlock: a task on MM2S channel 1 of tile (0, 0) waits forever
//
// Packet 1 of 8 words fits the stream: its last word frees the arbiters,
// packet 2 passes (accepted; aie-sim runs it to the end).
// RUN: sed -e 's/9xi32/8xi32/g' -e 's/0, 9)/0, 8)/' -e 's/1, 9\]/1, 8]/' %s > %t.8.mlir
// RUN: aiec %t.8.mlir --aie-check-deadlock 2>&1 | FileCheck %s --check-prefix=FITS --allow-empty
// FITS-NOT: deadlock
// RUN: aie-sim %t.8.mlir | FileCheck %s --check-prefix=FITSIM
// FITSIM: aie-sim: {{[0-9]+}} cycles;
//
// The same 9 words over separate arbiters (North 0 and North 1 of each
// switch, as a router that avoids head-of-line blocking gives them): packet
// 2 passes beside the held packet 1 (accepted; aie-sim completes it).
// RUN: aiec %S/Inputs/arbiters-apart.mlir --aie-check-deadlock 2>&1 | FileCheck %s --check-prefix=APART --allow-empty
// APART-NOT: deadlock
// RUN: aie-sim %S/Inputs/arbiters-apart.mlir | FileCheck %s --check-prefix=FITSIM
//
// After routing (`--aie-check-deadlock=routed`, in the default pipeline
// after --aie-create-pathfinder-flows): the same switchboxes beside the
// packet flows they deliver, as a router that shares the arbiter leaves
// them, are the same error; aiec's router gives the two flows separate
// arbiters, so the routed design is accepted and completes in aie-sim.
// RUN: not aiec %S/Inputs/arbiter-routed.mlir --aie-check-deadlock=routed 2>&1 | FileCheck %s --check-prefix=ROUTED
// ROUTED: error: deadlock: a task on MM2S channel 1 of tile (0, 0) waits forever to send its 32 bytes: its packet's route passes arbiter 0 of the switch of tile (0, 0)
// RUN: aiec %S/Inputs/arbiter-flows.mlir --aie-create-pathfinder-flows --aie-check-deadlock=routed 2>&1 | FileCheck %s --check-prefix=OURS
// OURS: aie.masterset(North : 1
// OURS-NOT: deadlock
// RUN: aie-sim %S/Inputs/arbiter-flows.mlir | FileCheck %s --check-prefix=FITSIM
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
    %mux = aie.shim_mux(%shim) {
      aie.connect<DMA : 0, North : 3>
      aie.connect<DMA : 1, North : 7>
    }
    // Both flows through arbiter 0 of the shim's and the mem tile's switch.
    %sw0 = aie.switchbox(%shim) {
      %m = aie.amsel<0> (0)
      %n = aie.masterset(North : 0, %m)
      aie.packet_rules(South : 3) {
        aie.rule(31, 1, %m)
      }
      aie.packet_rules(South : 7) {
        aie.rule(31, 2, %m)
      }
    }
    %mem_tile = aie.tile(0, 1)
    %sw1 = aie.switchbox(%mem_tile) {
      %m = aie.amsel<0> (0)
      %n = aie.masterset(North : 0, %m)
      aie.packet_rules(South : 0) {
        aie.rule(31, 1, %m)
        aie.rule(31, 2, %m)
      }
    }
    %sw2 = aie.switchbox(%t2) {
      %m0 = aie.amsel<0> (0)
      %m1 = aie.amsel<1> (0)
      %d0 = aie.masterset(DMA : 0, %m0)
      %d1 = aie.masterset(DMA : 1, %m1)
      aie.packet_rules(South : 0) {
        aie.rule(31, 1, %m0)
        aie.rule(31, 2, %m1)
      }
    }
    aie.shim_dma_allocation @ain(%shim, MM2S, 0)
    aie.shim_dma_allocation @bin(%shim, MM2S, 1)
    aie.runtime_sequence @seq(%x: memref<9xi32>, %y: memref<8xi32>) {
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 9][0, 0, 0, 1]) {id = 0 : i64, metadata = @ain, issue_token = true, packet = #aie.packet_info<pkt_type = 0, pkt_id = 1>} : memref<9xi32>
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 1 : i64, metadata = @bin, issue_token = true, packet = #aie.packet_info<pkt_type = 0, pkt_id = 2>} : memref<8xi32>
      aiex.npu.dma_wait {symbol = @bin}
      aiex.npu.dma_wait {symbol = @ain}
    }
  }
}
