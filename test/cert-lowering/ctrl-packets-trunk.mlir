// A column's control trunk stamped by --aie-auto-packetize-control-ingress
// (`ctrl_pkt_trunk_chan`) carries the control packets of every row of the
// column; a tile whose row has another channel of its own records the one
// it gets (`ctrl_pkt_shim_chan`), which --aie-ctrl-packet-to-dma sends on.
// RUN: aiec %s --aie-ctrl-packet-infer-tiles --aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true --aie-ctrl-packet-to-dma | FileCheck %s
// CHECK:     aie.tile(0, 0) {ctrl_pkt_shim_chan = 1 : i32, ctrl_pkt_trunk_chan = 1 : i32}
// CHECK:     aie.tile(0, 1) {controller_id = {{.*}}, ctrl_pkt_shim_chan = 1 : i32}
// CHECK:     aie.tile(0, 2) {controller_id = {{.*}}, ctrl_pkt_shim_chan = 1 : i32}
// CHECK:     aiex.npu.dma_memcpy_nd({{.*}}metadata = @ctrlpkt_col0_mm2s_chan1}
// CHECK:     aiex.npu.dma_memcpy_nd({{.*}}metadata = @ctrlpkt_col0_mm2s_chan1}
// CHECK:     aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan1(%{{.*}}, MM2S, 1)
// CHECK-NOT: DMA : 0>
// CHECK-NOT: mm2s_chan0
aie.device(npu2) {
  %t00 = aie.tile(0, 0) {ctrl_pkt_trunk_chan = 1 : i32}
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  aie.runtime_sequence(%a : memref<8xi32>) {
    aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.control_packet {address = 0x0011F000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
  }
}
