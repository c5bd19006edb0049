// (8, mask = 27) claims 8, 9, 12 and 13, so 12 matches two rules of DMA 0
// that lead different ways.
module @claims {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t00 = aie.tile(0, 0)
    %t03 = aie.tile(0, 3)
    aie.packet_flow(8, mask = 27) { aie.packet_source<%t02, DMA : 0> aie.packet_dest<%t03, DMA : 0> }
    aie.packet_flow(12) { aie.packet_source<%t02, DMA : 0> aie.packet_dest<%t00, DMA : 0> }
  }
}

// -----

module @outside {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.packet_flow(3, mask = 1) { aie.packet_source<%t02, DMA : 0> aie.packet_dest<%t03, DMA : 0> }
  }
}
