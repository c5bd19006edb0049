// --aie-find-flows=remove-lifted=true removes what the recovered flows were
// lifted from (connects, packet rules, mastersets, amsels, then the
// switchboxes and shim muxes left empty, and the wires): a logical design
// that routes again to the same switches. keep-partial-flows=false recovers
// only flows from a core or DMA to a core or DMA, so the trace flow is
// neither recovered nor lifted (its switches stay). --aie-flows-to-json
// needs the switchboxes: a flow whose source has none is an error.
// RUN: aiec %s --aie-create-pathfinder-flows --aie-find-flows="remove-lifted=true" | FileCheck %s --check-prefix=LIFT
// RUN: aiec %s --aie-create-pathfinder-flows --aie-find-flows="remove-lifted=true" | not grep -E "aie.switchbox|aie.shim_mux|aie.wire|aie.connect|aie.masterset|aie.amsel"
// RUN: aiec %s --aie-create-pathfinder-flows -o %t.routed.mlir
// RUN: aiec %t.routed.mlir --aie-find-flows="remove-lifted=true" | aiec - --aie-create-pathfinder-flows | grep -v "aie.flow\|packet_\|^    }$" > %t.again
// RUN: grep -v "aie.flow\|packet_\|^    }$" %t.routed.mlir | diff - %t.again
// RUN: aiec %s --aie-create-pathfinder-flows --aie-find-flows="keep-partial-flows=false remove-lifted=true" | FileCheck %s --check-prefix=PARTIAL
// RUN: aiec %s --aie-create-pathfinder-flows --aie-find-flows | FileCheck %s --check-prefix=KEPT
// RUN: aiec %s --aie-create-pathfinder-flows --aie-find-flows="remove-lifted=true" | not aiec - --aie-flows-to-json 2>&1 | FileCheck %s --check-prefix=JSON

// LIFT: %[[S:.*]] = aie.tile(0, 0)
// LIFT: %[[C:.*]] = aie.tile(0, 2)
// LIFT: %[[D:.*]] = aie.tile(0, 3)
// LIFT-DAG: aie.flow(%[[S]], DMA : 0, %[[C]], DMA : 0)
// LIFT-DAG: aie.flow(%[[C]], Trace : 0, %[[S]], DMA : 1)
// LIFT-DAG: aie.packet_source<%[[C]], DMA : 1>
// LIFT-DAG: aie.packet_dest<%[[D]], DMA : 1>
// PARTIAL: aie.switchbox
// PARTIAL-NOT: aie.flow({{.*}}, Trace : 0
// PARTIAL: aie.flow(%{{.*}}, DMA : 0, %{{.*}}, DMA : 0)
// PARTIAL-NOT: aie.flow({{.*}}, Trace : 0
// KEPT: aie.switchbox
// KEPT: aie.flow(%{{.*}}, DMA : 0, %{{.*}}, DMA : 0)
// JSON: error: no switchbox at the flow's source to trace it through; keep the routed switchboxes with --aie-find-flows=remove-lifted=false
module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t02, Trace : 0, %t00, DMA : 1)
    aie.packet_flow(3) {
      aie.packet_source<%t02, DMA : 1>
      aie.packet_dest<%t03, DMA : 1>
    }
  }
}
