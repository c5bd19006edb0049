// On AIE2P, aie-ctrl-packet-to-dma sends the control packets that follow
// each other to one tile in one transfer; a packet after another op of the
// sequence (a write, a run, a PDI load) starts a transfer of its own, so
// that it reaches the tile only when the sequence gets there. (Merging
// across a run sent the next configuration's core reset before the run.)
// RUN: aiec %s --aie-ctrl-packet-infer-tiles --aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true --aie-ctrl-packet-to-dma | FileCheck %s
// CHECK: %[[G0:.*]] = memref.get_global @ctrlpkt_col0 : memref<9xi32>
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%[[G0]][0, 0, 0, 0][1, 1, 1, 6][0, 0, 0, 1])
// CHECK: aiex.npu.sync
// CHECK: aiex.npu.write32
// CHECK-NEXT: %[[G1:.*]] = memref.get_global @ctrlpkt_col0 : memref<9xi32>
// CHECK-NEXT: aiex.npu.dma_memcpy_nd(%[[G1]][0, 0, 0, 6][1, 1, 1, 3][0, 0, 0, 1])
// CHECK: aiex.npu.sync
// CHECK-NOT: aiex.npu.dma_memcpy_nd
module {
  aie.device(npu2) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.runtime_sequence(%a : memref<8xi32>) {
      aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.control_packet {address = 0x0021F010 : ui32, data = array<i32: 2>, opcode = 0 : i32, stream_id = 0 : i32}
      aiex.npu.write32 {address = 0x0001F000 : ui32, column = 0 : i32, row = 0 : i32, value = 1 : ui32}
      aiex.control_packet {address = 0x0021F020 : ui32, data = array<i32: 3>, opcode = 0 : i32, stream_id = 0 : i32}
    }
  }
}
