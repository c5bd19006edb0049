// A mem tile passes packets on with the headers they came with: the host
// sends 256 words as packet 1 to the mem tile, which keeps the header
// (keep_pkt_header) and sends the 257 words back out of a channel two packet
// flows start at, adding no header of its own: the first word, the header
// it kept, routes them. Packet 1 goes to shim S2MM 0, which the runtime
// sequence waits on; packet 0 would go to shim S2MM 1.
// The static deadlock check cannot know where such words go (the data
// decides), so it must not report S2MM 0 as never fed.
// RUN: aiec %s --aie-check-deadlock -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHECKED --allow-empty
// CHECKED-NOT: {{error|warning}}
// RUN: aie-sim %s --input 0=%S/Inputs/words-0-255.bin --expect 1=%S/Inputs/words-0-255.bin
// As packet 0 the words reach S2MM 1, which nothing reads: the run stops
// with the host waiting on S2MM 0.
// RUN: sed -e 's/pkt_id = 1>/pkt_id = 0>/' %s > %t.other.mlir
// RUN: not aie-sim %t.other.mlir --input 0=%S/Inputs/words-0-255.bin 2>&1 | FileCheck %s --check-prefix=OTHER
// OTHER: deadlock
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %fwd = aie.buffer(%mem) {sym_name = "fwd"} : memref<257xi32>
    %empty = aie.lock(%mem, 0) {init = 1 : i32, sym_name = "empty"}
    %full = aie.lock(%mem, 1) {init = 0 : i32, sym_name = "full"}
    %dma = aie.memtile_dma(%mem) {
      %0 = aie.dma_start(S2MM, 0, ^take, ^tx)
    ^take:
      aie.use_lock(%empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%fwd : memref<257xi32>, 0, 257)
      aie.use_lock(%full, Release, 1)
      aie.next_bd ^take
    ^tx:
      %1 = aie.dma_start(MM2S, 0, ^give, ^end)
    ^give:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%fwd : memref<257xi32>, 0, 257)
      aie.use_lock(%empty, Release, 1)
      aie.next_bd ^give
    ^end:
      aie.end
    }
    aie.packet_flow(1) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%mem, DMA : 0>
    } {keep_pkt_header = true}
    aie.packet_flow(0) {
      aie.packet_source<%shim, DMA : 0>
      aie.packet_dest<%mem, DMA : 0>
    } {keep_pkt_header = true}
    aie.packet_flow(1) {
      aie.packet_source<%mem, DMA : 0>
      aie.packet_dest<%shim, DMA : 0>
    }
    aie.packet_flow(0) {
      aie.packet_source<%mem, DMA : 0>
      aie.packet_dest<%shim, DMA : 1>
    }
    aie.runtime_sequence @seq(%in: memref<256xi32>, %out: memref<256xi32>) {
      %tx = aiex.dma_configure_task(%shim, MM2S, 0) {
        aie.dma_bd(%in : memref<256xi32>, 0, 256) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 1>}
        aie.end
      }
      %rx = aiex.dma_configure_task(%shim, S2MM, 0) {
        aie.dma_bd(%out : memref<256xi32>, 0, 256)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%tx)
      aiex.dma_start_task(%rx)
      aiex.dma_await_task(%rx)
    }
  }
}
