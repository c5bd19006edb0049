// A programmed packet header needs its id (a header without one asks for one
// to be chosen, which only an aie.route's does: --aie-assign-packet-ids), in
// mlir-aie's words.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// CHECK: packet-info-no-id.mlir:[[@LINE+4]]:3: error: 'aie.shim_dma_allocation' op packet has no pkt_id; allocation assigns one, so a header at this level must carry it
// CHECK: help: give the header its id: `<pkt_type = 0, pkt_id = N>`, N from 0 to 31
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.shim_dma_allocation @a(%t, MM2S, 1, <>)
}

// -----

// CHECK: packet-info-no-id.mlir:[[@LINE+8]]:7: error: 'aie.dma_bd' op packet has no pkt_id
// CHECK: help: give the header its id: `<pkt_type = 1, pkt_id = N>`
aie.device(npu2_1col) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %mem = aie.mem(%t) {
    aie.dma_start(MM2S, 0, ^bd, ^end)
  ^bd:
      aie.dma_bd(%buf : memref<16xi32>) {packet = #aie.packet_info<pkt_type = 1>}
    aie.next_bd ^end
  ^end:
    aie.end
  }
}

// -----

// CHECK: packet-info-no-id.mlir:[[@LINE+2]]:3: error: 'aie.tile' op controller_id has no pkt_id
aie.device(npu2_1col) {
  %t = aie.tile(0, 0) {controller_id = #aie.packet_info<>}
}

// -----

// CHECK: packet-info-no-id.mlir:[[@LINE+3]]:3: error: 'aie.route_endpoint' op packet has no pkt_id; allocation assigns one, so a header at this level must carry it
aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.route_endpoint @in(%t) DMA {packet = #aie.packet_info<>}
}
