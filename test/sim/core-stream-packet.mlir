// A core sends a packet: its first put is the packet header (id 5 in bits
// 4:0), which the switches match against the packet flow's rules as they
// do a DMA's; the flow's destination drops the header, and S2MM 0 of
// (0, 2) writes the three data words. mlir-aie lowers a put with TLAST
// clear, so the core's packet never ends: its stream keeps the route.
// RUN: aie-sim %s --output 0=%t.out | FileCheck %s
// CHECK: argument 0 = [11, 22, 33] (3 × i32)
//
// A header whose id no rule matches leaves the stream nowhere.
// RUN: sed 's/0x00030005 : i32/0x00030006 : i32/' %s > %t.id.mlir
// RUN: not aie-sim -Wno-deadlock %t.id.mlir 2>&1 | FileCheck %s --check-prefix=ID
// ID: array: core (0, 3): waits at aie.put_stream ({{.*}}.mlir:{{[0-9]+}}:7) for room on its stream output (Core : 0 of its switch): the stream goes nowhere: no packet rule of slave Core:0 of tile (0, 3) matches packet id 6
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.packet_flow(5) {
      aie.packet_source<%t03, Core : 0>
      aie.packet_dest<%t02, DMA : 0>
    }
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    %landing = aie.buffer(%t02) {sym_name = "landing"} : memref<3xi32>
    %empty = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "empty"}
    %full = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "full"}
    %core3 = aie.core(%t03) {
      %ch = arith.constant 0 : i32
      %h = arith.constant 0x00030005 : i32
      %a = arith.constant 11 : i32
      %b = arith.constant 22 : i32
      %c = arith.constant 33 : i32
      aie.put_stream(%ch : i32, %h : i32)
      aie.put_stream(%ch : i32, %a : i32)
      aie.put_stream(%ch : i32, %b : i32)
      aie.put_stream(%ch : i32, %c : i32)
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%empty, AcquireGreaterEqual, 1)
      aie.dma_bd(%landing : memref<3xi32>, 0, 3) {bd_id = 0 : i32}
      aie.use_lock(%full, Release, 1)
      aie.end
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%full, AcquireGreaterEqual, 1)
      aie.dma_bd(%landing : memref<3xi32>, 0, 3) {bd_id = 1 : i32}
      aie.use_lock(%empty, Release, 1)
      aie.end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%result: memref<3xi32>) {
      %t = aiex.dma_configure_task(%t00, S2MM, 0) {
        aie.dma_bd(%result : memref<3xi32>, 0, 3) {bd_id = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
      aiex.dma_await_task(%t)
    }
  }
}
