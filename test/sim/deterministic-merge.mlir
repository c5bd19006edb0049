// Deterministic merge (aie.amsel's `deterministic_merge`): the shim's
// arbiter 0 merges the packets of (0, 2) (slave North : 0, value 2) and
// (0, 3) (slave North : 1, value 3), each two packets of 4 words, into
// S2MM 0. The schedule grants North : 0 one packet, North : 1 two, then
// North : 0 one: 2, 3, 3, 2 -- not the order free arbitration gives
// (packets pass as they come: 2, 2, 3, 3 here).
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s --check-prefix=SIM
// SIM: aie-sim: {{[0-9]+}} cycles;
// RUN: od -A n -t d4 -v %t.out | tr -s ' \n' ' ' | FileCheck %s --check-prefix=ORDER
// ORDER: 2 2 2 2 3 3 3 3 3 3 3 3 2 2 2 2
//
// The schedule, not the arrival, decides: reversed, North : 1 goes first.
// RUN: sed 's/\[<North : 0, 1>, <North : 1, 2>, <North : 0, 1>\]/[<North : 1, 1>, <North : 0, 2>, <North : 1, 1>]/' %s > %t.rev.mlir
// RUN: aie-sim %t.rev.mlir --output 0=%t.rev.out
// RUN: od -A n -t d4 -v %t.rev.out | tr -s ' \n' ' ' | FileCheck %s --check-prefix=REVERSED
// REVERSED: 3 3 3 3 2 2 2 2 2 2 2 2 3 3 3 3
//
// Free arbitration, for comparison.
// RUN: sed 's/ deterministic_merge \[.*\]//' %s > %t.free.mlir
// RUN: aie-sim %t.free.mlir --output 0=%t.free.out
// RUN: od -A n -t d4 -v %t.free.out | tr -s ' \n' ' ' | FileCheck %s --check-prefix=FREE
// FREE: 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3
//
// A schedule whose first slot is a port nothing sends through never grants
// the others: the run stops with the arbiter as the cause.
// RUN: sed 's/\[<North : 0, 1>, <North : 1, 2>, <North : 0, 1>\]/[<North : 2, 1>, <North : 0, 1>, <North : 1, 1>]/' %s > %t.stuck.mlir
// RUN: not aie-sim %t.stuck.mlir 2>&1 | FileCheck %s --check-prefix=STUCK
// STUCK: DMA (0, 2) MM2S 0: BD {{[0-9]+}}: waits for its turn at arbiter 0 of the switch of (0, 0), whose deterministic merge schedule grants slave port North : 2 now
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mt = aie.tile(0, 1)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %b2 = aie.buffer(%t2) {sym_name = "b2"} : memref<8xi32> = dense<2>
    %b3 = aie.buffer(%t3) {sym_name = "b3"} : memref<8xi32> = dense<3>
    %m2 = aie.mem(%t2) {
      %0 = aie.dma_start(MM2S, 0, ^p0, ^end)
    ^p0:
      aie.dma_bd(%b2 : memref<8xi32>, 0, 4) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 2>}
      aie.next_bd ^p1
    ^p1:
      aie.dma_bd(%b2 : memref<8xi32>, 4, 4) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 2>}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %m3 = aie.mem(%t3) {
      %0 = aie.dma_start(MM2S, 0, ^p0, ^end)
    ^p0:
      aie.dma_bd(%b3 : memref<8xi32>, 0, 4) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
      aie.next_bd ^p1
    ^p1:
      aie.dma_bd(%b3 : memref<8xi32>, 4, 4) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
      aie.next_bd ^end
    ^end:
      aie.end
    }
    // Circuits down column 0; the packets merge at the shim.
    aie.switchbox(%t3) {
      aie.connect<DMA : 0, South : 1>
    }
    aie.switchbox(%t2) {
      aie.connect<DMA : 0, South : 0>
      aie.connect<North : 1, South : 1>
    }
    aie.switchbox(%mt) {
      aie.connect<North : 0, South : 0>
      aie.connect<North : 1, South : 1>
    }
    aie.switchbox(%shim) {
      %a = aie.amsel<0> (0) deterministic_merge [<North : 0, 1>, <North : 1, 2>, <North : 0, 1>]
      aie.masterset(South : 2, %a)
      aie.packet_rules(North : 0) { aie.rule(31, 2, %a) }
      aie.packet_rules(North : 1) { aie.rule(31, 3, %a) }
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
