// Loading a design by control packets (aiecc --load-pdi-to-ctrl-pkt's
// passes): @main's sequence loads the column control overlay's own device,
// then sends @cg's configuration as control packets through it and runs
// @cg's sequence, a passthrough through the mem tile. @cg's circuit flows
// crowd column 0 and a packet flow shares the overlay's shim channel; the
// overlay is still routed in @cg as in @ctrl_pkt_overlay, so the packets
// rewrite the switches they cross with what is there already.
// RUN: aiec %s '--aie-generate-column-control-overlay=route-shim-to-tct=disable route-shim-to-tile-ctrl=true emit-standalone-overlay=true' --stop-after=canonicalize -o %t.low.mlir
// RUN: aiec %t.low.mlir --aie-expand-load-pdi=ctrl-pkt=true --aie-legalize-ctrl-packet --aie-ctrl-packet-infer-tiles -o %t.pkts.mlir
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<16i', *range(1, 17)))" > %t.in
// RUN: aie-sim %t.pkts.mlir --input 0=%t.in --expect 1=%t.in | FileCheck %s
// CHECK: argument 1 = [1, 2, 3, 4, 5, 6, 7, 8, …] (16 × i32): matches
//
// An overlay routed otherwise than in @cg (here its route to rows 3-5 moved
// to (0, 2) North 2, which one of @cg's circuit flows takes): loading @cg
// reprograms a switch its own packets cross, and the run hangs, as on an NPU.
// RUN: sed -e '/@ctrl_pkt_overlay {/,$ { /switchbox_0_2 = /,/^    }/ s/masterset(North : 0,/masterset(North : 2,/ }' -e '/@ctrl_pkt_overlay {/,$ { /switchbox_0_3 = /,/^    }/ s/packet_rules(South : 0)/packet_rules(South : 2)/ }' %t.low.mlir > %t.moved.mlir
// RUN: aiec %t.moved.mlir --aie-expand-load-pdi=ctrl-pkt=true --aie-legalize-ctrl-packet --aie-ctrl-packet-infer-tiles -o %t.moved.pkts.mlir
// RUN: not aie-sim %t.moved.pkts.mlir --input 0=%t.in 2>&1 | FileCheck %s --check-prefix=MOVED
// MOVED: aie-sim: deadlock: nothing can progress
// MOVED: DMA (0, 0) MM2S 1: BD 0: the stream goes nowhere: slave South:0 of tile (0, 3) is not enabled
module {
  aie.device(npu2) @main {
    aie.runtime_sequence @sequence(%in : memref<16xi32>, %out : memref<16xi32>) {
      aiex.configure @cg {
        aiex.run @cg_sequence (%in, %out) : (memref<16xi32>, memref<16xi32>)
      }
    }
  }
  aie.device(npu2) @cg {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t04 = aie.tile(0, 4)
    %t05 = aie.tile(0, 5)
    %t10 = aie.tile(1, 0)
    %t12 = aie.tile(1, 2)
    aie.objectfifo @in(%t10, {%t01}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t01, {%t10}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@out] ([] [])
    aie.flow(%t01, DMA : 1, %t02, DMA : 0)
    aie.flow(%t01, DMA : 2, %t03, DMA : 0)
    aie.flow(%t01, DMA : 3, %t04, DMA : 0)
    aie.flow(%t01, DMA : 4, %t05, DMA : 0)
    aie.flow(%t01, DMA : 5, %t02, DMA : 1)
    aie.packet_flow(3) {
      aie.packet_source<%t00, DMA : 0>
      aie.packet_dest<%t03, DMA : 1>
    }
    aie.runtime_sequence @cg_sequence(%a : memref<16xi32>, %b : memref<16xi32>) {
      %ti = aiex.dma_configure_task_for @in {
        aie.dma_bd(%a : memref<16xi32> offset = 0 len = 16)
        aie.end
      }
      %to = aiex.dma_configure_task_for @out {
        aie.dma_bd(%b : memref<16xi32> offset = 0 len = 16)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%ti)
      aiex.dma_start_task(%to)
      aiex.dma_await_task(%to)
    }
  }
}
