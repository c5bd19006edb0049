// A relay through mem tile (0, 1), routed and simulated: (0, 1)'s S2MM 0
// takes the first 4 words of packet 6 (from the shim), releases @g_go and
// waits on @a_ok for the other 12; MM2S 3 sends packet 3 to (0, 5) on @g_go
// and then releases @a_ok. Seven packet groups meet at (0, 1)'s switch, six
// arbiters: if packet 3 had to share the arbiter packet 6 holds, stalled,
// until its last word, nothing could progress (as a router without mlir-aie
// #3702 chose: arbiter 0 for both, a wait-for cycle through it in aie-sim).
// The router keeps them apart and the design completes.
// RUN: aiec --aie-create-pathfinder-flows %s -o %t.mlir
// RUN: aie-sim %t.mlir | FileCheck %s
// CHECK: aie-sim: {{[0-9]+}} cycles;{{.*}} 48 words moved by DMAs
module {
  aie.device(npu2) {
    %s0 = aie.tile(0, 0)
    %s1 = aie.tile(1, 0)
    %m  = aie.tile(0, 1)
    %c2 = aie.tile(0, 2)
    %c3 = aie.tile(0, 3)
    %c4 = aie.tile(0, 4)
    %c5 = aie.tile(0, 5)
    aie.packet_flow(0) { aie.packet_source<%m, DMA : 0>  aie.packet_dest<%c2, DMA : 0> }
    aie.packet_flow(1) { aie.packet_source<%m, DMA : 1>  aie.packet_dest<%c3, DMA : 0> }
    aie.packet_flow(2) { aie.packet_source<%m, DMA : 2>  aie.packet_dest<%c4, DMA : 0> }
    aie.packet_flow(3) { aie.packet_source<%m, DMA : 3>  aie.packet_dest<%c5, DMA : 0> }
    aie.packet_flow(4) { aie.packet_source<%m, DMA : 4>  aie.packet_dest<%s0, DMA : 0> }
    aie.packet_flow(5) { aie.packet_source<%m, DMA : 5>  aie.packet_dest<%s1, DMA : 0> }
    aie.packet_flow(6) { aie.packet_source<%s0, DMA : 0>  aie.packet_dest<%m, DMA : 0> }
    %f0 = aie.buffer(%m) {sym_name = "f0"} : memref<4xi32>
    %f1 = aie.buffer(%m) {sym_name = "f1"} : memref<12xi32>
    %g = aie.buffer(%m) {sym_name = "g"} : memref<8xi32>
    %a_ok = aie.lock(%m, 0) {init = 0 : i32, sym_name = "a_ok"}
    %g_go = aie.lock(%m, 1) {init = 0 : i32, sym_name = "g_go"}
    %dma = aie.memtile_dma(%m) {
      %0 = aie.dma_start(S2MM, 0, ^f0, ^g_start)
    ^f0:
      aie.dma_bd(%f0 : memref<4xi32>, 0, 4)
      aie.use_lock(%g_go, Release, 1)
      aie.next_bd ^f1
    ^f1:
      aie.use_lock(%a_ok, AcquireGreaterEqual, 1)
      aie.dma_bd(%f1 : memref<12xi32>, 0, 12)
      aie.next_bd ^end
    ^g_start:
      %2 = aie.dma_start(MM2S, 3, ^g, ^end)
    ^g:
      aie.use_lock(%g_go, AcquireGreaterEqual, 1)
      aie.dma_bd(%g : memref<8xi32>, 0, 8) {packet = #aie.packet_info<pkt_type = 0, pkt_id = 3>}
      aie.use_lock(%a_ok, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    %r = aie.buffer(%c5) {sym_name = "r"} : memref<8xi32>
    %mem5 = aie.mem(%c5) {
      %0 = aie.dma_start(S2MM, 0, ^r, ^end)
    ^r:
      aie.dma_bd(%r : memref<8xi32>, 0, 8)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.shim_dma_allocation @fin(%s0, MM2S, 0)
    aie.runtime_sequence @seq(%x: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%x[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @fin, issue_token = true, packet = #aie.packet_info<pkt_type = 0, pkt_id = 6>} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @fin}
    }
  }
}
