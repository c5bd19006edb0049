// Errors of the control-packet passes, each at the packet (or flow) at fault.
// RUN: aiec --split-input-file --verify-diagnostics --aie-ctrl-packet-infer-tiles --aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true --aie-ctrl-packet-to-dma %s

aie.device(npu1_1col) {
  aie.runtime_sequence() {
    // expected-error@+1 {{address 0x2400000 is in tile (1, 4), which npu1_1col does not have}}
    aiex.control_packet {address = 0x02400000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence() {
    // expected-error@+1 {{opcode 3 is not a control-packet operation}}
    aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 3 : i32, stream_id = 0 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence() {
    // expected-error@+1 {{the packet carries 5 words; a control packet carries 1 to 4}}
    aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1, 2, 3, 4, 5>, opcode = 0 : i32, stream_id = 0 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence() {
    // expected-error@+1 {{payload is empty; a write carries at least 1 word}}
    aiex.control_packet {address = 0x0021F000 : ui32, opcode = 0 : i32, stream_id = 0 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence() {
    // expected-error@+1 {{a read (opcode 1) takes `length`, the number of words to read, and no `data`}}
    aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 1 : i32, stream_id = 0 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence() {
    // expected-error@+1 {{stream_id 32 is not a packet id}}
    aiex.control_packet {address = 0x0021F000 : ui32, length = 1 : i32, opcode = 1 : i32, stream_id = 32 : i32}
  }
}

// -----

// The shim's MM2S 0 carries a circuit flow: no channel for rows 0-2.
aie.device(npu1_1col) {
  %s = aie.tile(0, 0)
  %t = aie.tile(0, 2)
  // expected-error@+1 {{shim (0, 0) MM2S 0 is reserved by this circuit flow}}
  aie.flow(%s, DMA : 0, %t, DMA : 0)
  aie.runtime_sequence() {
    aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
  }
}
