// Errors of --aie-ctrl-packet-to-dma run on its own: what the tile
// inference and the overlay would have provided is missing.
// RUN: aiec --split-input-file --verify-diagnostics --aie-ctrl-packet-to-dma %s

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.runtime_sequence() {
    // expected-error@+1 {{tile (0, 2) has no controller_id}}
    aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 27>}
  aie.runtime_sequence() {
    // expected-error@+1 {{no aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0 carries the control packets of tile (0, 2)}}
    aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
  }
}

// -----

aie.device(xcvc1902) {
  aie.runtime_sequence() {
    // expected-error@+1 {{control packets need an AIE-ML device}}
    aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
  }
}
