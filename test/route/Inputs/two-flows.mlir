module {
  aie.device(npu1_2col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t13 = aie.tile(1, 3)
    aie.flow(%t00, DMA : 0, %t13, DMA : 1)
    aie.packet_flow(3) {
      aie.packet_source<%t02, Core : 0>
      aie.packet_dest<%t13, Core : 0>
    }
  }
}
