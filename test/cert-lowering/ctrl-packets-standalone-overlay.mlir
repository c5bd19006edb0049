// --aie-generate-column-control-overlay=emit-standalone-overlay=true:
// every device that does not opt out (needs_ctrl_pkt_overlay = false) gets
// the tiles of all of them (copies keep their attributes) and the overlay,
// and is marked has_ctrl_pkt_overlay = true (the opted-out device false);
// a new device @ctrl_pkt_overlay at the end holds the same tiles and the
// same overlay alone. A second run changes nothing.
// RUN: aiec '--aie-generate-column-control-overlay=route-shim-to-tct=disable route-shim-to-tile-ctrl=true emit-standalone-overlay=true' %s | FileCheck %s
// RUN: aiec '--aie-generate-column-control-overlay=route-shim-to-tct=disable route-shim-to-tile-ctrl=true emit-standalone-overlay=true' %s -o %t.once.mlir
// RUN: aiec '--aie-generate-column-control-overlay=route-shim-to-tct=disable route-shim-to-tile-ctrl=true emit-standalone-overlay=true' %t.once.mlir -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir
// Without the option, no device of its own and no shared tiles.
// RUN: aiec '--aie-generate-column-control-overlay=route-shim-to-tct=disable route-shim-to-tile-ctrl=true' %s | FileCheck %s --check-prefix=INPLACE

// @a gets @b's tiles after its own, @b gets @a's (with its controller_id);
// the overlay adds the mem tile (0, 1) in both, and the same flows.
// CHECK-LABEL: aie.device(npu2) @a {
// CHECK-NEXT:    %[[A00:.*]] = aie.tile(0, 0)
// CHECK-NEXT:    %[[A02:.*]] = aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_id = 27>}
// CHECK-NEXT:    aie.tile(1, 0)
// CHECK-NEXT:    aie.tile(1, 1)
// CHECK-NEXT:    aie.tile(0, 1)
// CHECK-NEXT:    aie.packet_flow(15) {
// CHECK-NEXT:      aie.packet_source<%[[A00]], DMA : 0>
// CHECK-NEXT:      aie.packet_dest<%[[A00]], TileControl : 0>
// CHECK-NEXT:    } {keep_pkt_header = true, priority_route = true}
// CHECK-NEXT:    aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0(%[[A00]], MM2S, 0)
// CHECK:         aie.packet_flow(27) {
// CHECK-NEXT:      aie.packet_source<%[[A00]], DMA : 0>
// CHECK-NEXT:      aie.packet_dest<%[[A02]], TileControl : 0>
// CHECK:         aie.shim_dma_allocation @ctrlpkt_col1_mm2s_chan0
// CHECK:       } {has_ctrl_pkt_overlay = true}
// CHECK-LABEL: aie.device(npu2) @b {
// CHECK-NEXT:    aie.tile(1, 0)
// CHECK-NEXT:    aie.tile(1, 1)
// CHECK-NEXT:    aie.tile(0, 0)
// CHECK-NEXT:    aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_id = 27>}
// CHECK-NEXT:    aie.tile(0, 1)
// CHECK:         aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0
// CHECK:         aie.shim_dma_allocation @ctrlpkt_col1_mm2s_chan0
// CHECK:       } {has_ctrl_pkt_overlay = true}
// CHECK-LABEL: aie.device(npu2) @c {
// CHECK-NEXT:    aie.tile(3, 0)
// CHECK-NEXT:  } {has_ctrl_pkt_overlay = false, needs_ctrl_pkt_overlay = false}
// CHECK-LABEL: aie.device(npu2) @ctrl_pkt_overlay {
// CHECK-NEXT:    %[[O00:.*]] = aie.tile(0, 0)
// CHECK-NEXT:    aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_id = 27>}
// CHECK-NEXT:    aie.tile(1, 0)
// CHECK-NEXT:    aie.tile(1, 1)
// CHECK-NEXT:    aie.tile(0, 1)
// CHECK-NEXT:    aie.packet_flow(15) {
// CHECK-NEXT:      aie.packet_source<%[[O00]], DMA : 0>
// CHECK:         aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0
// CHECK:         aie.packet_flow(27) {
// CHECK:         aie.shim_dma_allocation @ctrlpkt_col1_mm2s_chan0
// CHECK:         aie.packet_flow(26) {
// CHECK-NEXT:      aie.packet_source<%{{.*}}tile_1_0, DMA : 0>
// CHECK-NEXT:      aie.packet_dest<%{{.*}}tile_1_1, TileControl : 0>
// CHECK-NEXT:    } {keep_pkt_header = true, priority_route = true}
// CHECK-NEXT:  } {has_ctrl_pkt_overlay = true}

// INPLACE-LABEL: aie.device(npu2) @a {
// INPLACE-NOT:   aie.tile(1, 0)
// INPLACE:       aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0
// INPLACE:       }
// INPLACE-LABEL: aie.device(npu2) @b {
// INPLACE-NOT:   aie.tile(0, 0)
// INPLACE:       aie.shim_dma_allocation @ctrlpkt_col1_mm2s_chan0
// INPLACE-LABEL: aie.device(npu2) @c {
// INPLACE-NEXT:    aie.tile(3, 0)
// INPLACE-NEXT:  } {needs_ctrl_pkt_overlay = false}
// INPLACE-NOT:   ctrl_pkt_overlay

module {
  aie.device(npu2) @a {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 27>}
  }
  aie.device(npu2) @b {
    %t10 = aie.tile(1, 0)
    %t11 = aie.tile(1, 1)
  }
  aie.device(npu2) @c {
    %t30 = aie.tile(3, 0)
  } {needs_ctrl_pkt_overlay = false}
}
