// How the stateful transform numbers the packet flows of packet-switched
// fifos: a caller naming `skip-verify` (an option that came with mlir-aie's
// pipeline) gets the pipeline's numbering, the lowest id no flow uses (0
// here, beside the trace's 1); others the one-pass lowering's, one past the
// largest id in use (2).
// RUN: aiec --aie-objectFifo-stateful-transform="packet-sw-objFifos=true skip-verify=true" %s | FileCheck %s --check-prefix=PIPELINE
// RUN: aiec --aie-objectFifo-stateful-transform="packet-sw-objFifos=true" %s | FileCheck %s --check-prefix=ONEPASS

// PIPELINE:      aie.packet_flow(0) {
// PIPELINE-NEXT:   aie.packet_source<%tile_1_2, DMA : 0>
// PIPELINE:      aie.dma_bd_packet(0, 0)
// ONEPASS:       aie.packet_flow(2) {
// ONEPASS-NEXT:    aie.packet_source<%tile_1_2, DMA : 0>
// ONEPASS:       aie.dma_bd_packet(0, 2)
module {
  aie.device(xcve2302) {
    %tile00 = aie.tile(0, 0)
    %tile02 = aie.tile(0, 2)
    %tile12 = aie.tile(1, 2)
    %tile33 = aie.tile(3, 3)
    aie.objectfifo @of1(%tile12, {%tile33}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.packet_flow(1) {
      aie.packet_source<%tile02, Trace : 0>
      aie.packet_dest<%tile00, DMA : 1>
    } {keep_pkt_header = true}
  }
}
