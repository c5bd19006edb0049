// A deterministic merge schedule (aie.amsel's `deterministic_merge`) in the
// static check (docs/deadlocks.md): the packets of (0, 2) (slave DMA : 0)
// and (0, 3) (slave North : 0) merge at arbiter 0 of (0, 2), all the way
// packet-switched to the shim. A schedule whose turns the packets can take
// completes, in its order; one whose turn goes to a port nothing sends
// through, or that wants more packets from a port than come, hangs, and
// the check and aie-sim say so alike.
// RUN: aiec %s --aie-check-deadlock -o /dev/null
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s --check-prefix=SIM
// SIM: argument 0 = [3, 3, 3, 3, 3, 3, 3, 3, …] (16 × i32)
//
// The first turn is North : 1's, which no flow passes.
// RUN: sed 's/deterministic_merge \[.*\]/deterministic_merge [<North : 1, 1>, <North : 0, 1>, <DMA : 0, 1>]/' %s > %t.silent.mlir
// RUN: not aiec %t.silent.mlir --aie-check-deadlock 2>&1 | FileCheck %s --check-prefix=SILENT
// SILENT: error: deadlock: MM2S channel 0 of tile (0, 2) waits forever to send its 32 bytes: its packet's route passes arbiter 0 of the switch of tile (0, 2), whose deterministic merge schedule gives the turn to slave port North : 1, which no packet comes through
// SILENT: help: arbiter 0 of the switch of tile (0, 2) grants its slots' slave ports in turn and waits at North : 1's turn
// SILENT: note: the runtime sequence waits forever for a task-complete token of S2MM channel 0 of tile (0, 0)
// RUN: not aie-sim %t.silent.mlir -Wno-deadlock 2>&1 | FileCheck %s --check-prefix=SIM-SILENT
// SIM-SILENT: DMA (0, 2) MM2S 0 BD {{[0-9]+}} (@b2) → the turn of arbiter 0 of the switch of (0, 2), which its deterministic merge schedule gives slave port North : 1
//
// Two packets wanted from North : 0, which sends one.
// RUN: sed 's/deterministic_merge \[.*\]/deterministic_merge [<North : 0, 2>, <DMA : 0, 1>]/' %s > %t.short.mlir
// RUN: not aiec %t.short.mlir --aie-check-deadlock 2>&1 | FileCheck %s --check-prefix=SHORT
// SHORT: error: deadlock: MM2S channel 0 of tile (0, 2) waits forever to send its 32 bytes: {{.*}} gives the turn to slave port North : 0, which no packet comes through
// RUN: not aie-sim %t.short.mlir -Wno-deadlock 2>&1 | FileCheck %s --check-prefix=SIM-SHORT
// SIM-SHORT: waits for its turn at arbiter 0 of the switch of (0, 2), whose deterministic merge schedule grants slave port North : 0 now
//
// The other order completes in that order.
// RUN: sed 's/deterministic_merge \[.*\]/deterministic_merge [<DMA : 0, 1>, <North : 0, 1>]/' %s > %t.other.mlir
// RUN: aiec %t.other.mlir --aie-check-deadlock -o /dev/null
// RUN: aie-sim %t.other.mlir --output 0=%t.other.out | FileCheck %s --check-prefix=OTHER
// OTHER: argument 0 = [2, 2, 2, 2, 2, 2, 2, 2, …] (16 × i32)
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mt = aie.tile(0, 1)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %b2 = aie.buffer(%t2) {sym_name = "b2"} : memref<8xi32> = dense<2>
    %b3 = aie.buffer(%t3) {sym_name = "b3"} : memref<8xi32> = dense<3>
    %m2 = aie.mem(%t2) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.dma_bd(%b2 : memref<8xi32>, 0, 8) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 2>}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %m3 = aie.mem(%t3) {
      %0 = aie.dma_start(MM2S, 0, ^bd, ^end)
    ^bd:
      aie.dma_bd(%b3 : memref<8xi32>, 0, 8) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.switchbox(%t3) {
      %a = aie.amsel<0> (0)
      aie.masterset(South : 0, %a)
      aie.packet_rules(DMA : 0) { aie.rule(31, 3, %a) }
    }
    // The two packets merge at (0, 2): North : 0 brings (0, 3)'s.
    aie.switchbox(%t2) {
      %a = aie.amsel<0> (0) deterministic_merge [<North : 0, 1>, <DMA : 0, 1>]
      aie.masterset(South : 0, %a)
      aie.packet_rules(North : 0) { aie.rule(31, 3, %a) }
      aie.packet_rules(DMA : 0) { aie.rule(31, 2, %a) }
    }
    aie.switchbox(%mt) {
      %a = aie.amsel<0> (0)
      aie.masterset(South : 0, %a)
      aie.packet_rules(North : 0) { aie.rule(30, 2, %a) }
    }
    aie.switchbox(%shim) {
      %a = aie.amsel<0> (0)
      aie.masterset(South : 2, %a)
      aie.packet_rules(North : 0) { aie.rule(30, 2, %a) }
    }
    aie.shim_mux(%shim) {
      aie.connect<North : 2, DMA : 0>
    }
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%o: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%o[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
