// A packet header may leave out its type (0) and name its fields in either
// order, as mlir-aie reads `<pkt_id = 5>` since its routing front end
// (#aie.packet_info's parameters became optional); a field left out is
// printed left out, and so is a type of 0, as mlir-aie's newest prints them
// (its --aie-assign-packet-ids writes `<pkt_id = 0>`). A header without an id
// asks for one to be chosen; every op that programs a header rejects it.
// mlir-aie up to 3ca0193 printed the type whatever it was (`pkt_type` was a
// required parameter): --aie-syntax=2026-08 and 2026-04 print it so, and so
// does the Python package, whose surface is 3ca0193's.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec --aie-syntax=2026-08 %s | FileCheck %s --check-prefix=AUG
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 | FileCheck %s --check-prefix=AUG

// CHECK: aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_id = 7>}
// CHECK: aie.shim_dma_allocation @a(%{{.*}}, MM2S, 0, <pkt_id = 5>)
// CHECK: aie.shim_dma_allocation @b(%{{.*}}, MM2S, 1, <pkt_type = 2, pkt_id = 3>)
// CHECK: aie.shim_dma_allocation @c(%{{.*}}, MM2S, 2, <pkt_id = 4>)

// AUG: aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 7>}
// AUG: aie.shim_dma_allocation @a(%{{.*}}, MM2S, 0, <pkt_type = 0, pkt_id = 5>)
// AUG: aie.shim_dma_allocation @b(%{{.*}}, MM2S, 1, <pkt_type = 2, pkt_id = 3>)
// AUG: aie.shim_dma_allocation @c(%{{.*}}, MM2S, 2, <pkt_type = 0, pkt_id = 4>)
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  %t2 = aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_id = 7>}
  aie.shim_dma_allocation @a(%t, MM2S, 0, <pkt_id = 5>)
  aie.shim_dma_allocation @b(%t, MM2S, 1, <pkt_id = 3, pkt_type = 2>)
  aie.shim_dma_allocation @c(%t, MM2S, 2, <pkt_type = 0, pkt_id = 4>)
}
