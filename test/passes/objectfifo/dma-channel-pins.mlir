// An objectfifo end may pin its DMA channel (`#aie.end_port<DMA : n>`, or
// mlir-aie's earlier `prod_dma_channel`/`cons_dma_channels`, -1 for none).
// Pins are reserved before any channel is chosen, so an unpinned end takes
// what is left; a pin beyond the tile's channels, or on a channel another
// end pins, is refused at the fifo.
// RUN: aiec --aie-objectFifo-stateful-transform --split-input-file %s | FileCheck %s

// @free comes first but channel 0 of both tiles is pinned by @held.
// CHECK-LABEL: aie.device(npu1)
// CHECK-DAG:  aie.flow(%[[A:tile_1_2]], DMA : 1, %[[B:tile_1_4]], DMA : 1)
// CHECK-DAG:  aie.flow(%tile_1_2, DMA : 0, %tile_1_4, DMA : 0)
// CHECK:      aie.mem(%tile_1_2)
// CHECK:        aie.dma_start(MM2S, 1,
// CHECK:        aie.dma_bd(%free_buff_0
// CHECK:        aie.dma_start(MM2S, 0,
// CHECK:        aie.dma_bd(%held_buff_0
aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 4)
  aie.objectfifo @free (%a, {%b}, 2 : i32) : !aie.objectfifo<memref<32xi8>>
  aie.objectfifo @held (%a, {%b}, 2 : i32) {prod_port = #aie.end_port<DMA : 0>, cons_ports = [#aie.end_port<DMA : 0>]} : !aie.objectfifo<memref<32xi8>>
}

// -----

// The earlier spelling; -1 leaves the first consumer's channel to choice.
// CHECK-LABEL: aie.device(npu2)
// CHECK-DAG:  aie.flow(%tile_3_2, DMA : 1, %tile_3_4, DMA : 0)
// CHECK-DAG:  aie.flow(%tile_3_2, DMA : 1, %tile_4_4, DMA : 1)
aie.device(npu2) {
  %a = aie.tile(3, 2)
  %b = aie.tile(3, 4)
  %c = aie.tile(4, 4)
  aie.objectfifo @two (%a, {%b, %c}, 2 : i32) {prod_dma_channel = 1 : i32, cons_dma_channels = array<i32: -1, 1>} : !aie.objectfifo<memref<32xi8>>
}

// -----

// A shim end's channel is pinned on the shim's route endpoint.
// CHECK-LABEL: aie.device(npu2)
// CHECK:      aie.flow(%shim_noc_tile_5_0, DMA : 1, %tile_5_2, DMA : 0)
// CHECK:      aie.shim_dma_allocation @in_shim_alloc(%shim_noc_tile_5_0, MM2S, 1)
aie.device(npu2) {
  %s = aie.tile(5, 0)
  %a = aie.tile(5, 2)
  aie.objectfifo @in (%s, {%a}, 2 : i32) {prod_port = #aie.end_port<DMA : 1>} : !aie.objectfifo<memref<32xi8>>
}
