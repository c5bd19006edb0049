// A run that ends un-quiesced (mlir-aie docs/DeadlockModel.md, "When a run
// ends"): the shim sends 24 words as one packet into a chain that takes 16.
// The stream holds the other 8 (its buffering), so the sender finishes and
// the host's wait returns, but the words are still in flight at the end:
// the run succeeds (as on hardware) with a warning naming them.
// RUN: aie-sim %s 2>&1 | FileCheck %s
// CHECK: aie-sim: warning: the run ended without quiescing:
// CHECK-NEXT: stream into DMA (0, 2) S2MM 0: holds 8 word(s) that no BD has taken
// CHECK-NEXT: help: the next run on this array starts with these words in its streams
// CHECK: aie-sim: {{[0-9]+}} cycles;
//
// A chain that takes all 24 words leaves nothing in flight.
// RUN: sed -e 's/16xi32/24xi32/g' -e 's/0, 16)/0, 24)/' %s > %t.all.mlir
// RUN: aie-sim %t.all.mlir 2>&1 | FileCheck %s --check-prefix=QUIET
// QUIET-NOT: warning
// QUIET: aie-sim: {{[0-9]+}} cycles;
module {
  aie.device(npu2_1col) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %in = aie.buffer(%t2) {sym_name = "in"} : memref<16xi32>
    %mem = aie.mem(%t2) {
      %0 = aie.dma_start(S2MM, 0, ^first, ^end)
    ^first:
      aie.dma_bd(%in : memref<16xi32>, 0, 16)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.packet_flow(1) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%t2, DMA : 0>
    }
    aie.shim_dma_allocation @data(%shim, MM2S, 0)
    aie.runtime_sequence @seq(%x: memref<24xi32>) {
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 24][0, 0, 0, 1]) {id = 0 : i64, metadata = @data, issue_token = true, packet = #aie.packet_info<pkt_type = 0, pkt_id = 1>} : memref<24xi32>
      aiex.npu.dma_wait {symbol = @data}
    }
  }
}
