// --aie-ctrl-packet-to-dma=parallel-columns=true on a device with the
// control overlay: the packets come from a new memref<?xi32> argument (each
// packet its words in program order: header, command, data), and each run
// of consecutive packets goes out as one aie.bd_chain per column's shim
// allocation, every column started before the first await. A run that
// enables cores (a write of 1 to Core_Control, 0x32000) goes in two
// phases, the other packets first. On AIE2P a tile's consecutive packets
// share a BD; AIE2 gives each packet its own. Without the overlay the
// option changes nothing.
// RUN: aiec --split-input-file --aie-ctrl-packet-to-dma=parallel-columns=true %s | FileCheck %s

// Column 0: tile (0, 2) twice (one BD, 4 + 3 words), then (0, 3); column 1:
// (1, 2); then the enables of (0, 2) and (1, 2); a constant; one more
// packet, its own run.
// CHECK-LABEL: aie.device(npu2)
// CHECK:      aie.bd_chain @[[C0:[a-z0-9_]+]](%[[A:.*]]: memref<?xi32>) {
// CHECK-NEXT:   aie.dma_bd(%[[A]] : memref<?xi32> offset = 0 len = 7)
// CHECK-NEXT:   aie.next_bd ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   aie.dma_bd(%{{.*}} : memref<?xi32> offset = 10 len = 3)
// CHECK-NEXT:   aie.end
// CHECK:      aie.bd_chain @[[C1:[a-z0-9_]+]](%{{.*}}: memref<?xi32>) {
// CHECK-NEXT:   aie.dma_bd(%{{.*}} : memref<?xi32> offset = 7 len = 3)
// CHECK-NEXT:   aie.end
// CHECK:      aie.bd_chain @[[E0:[a-z0-9_]+]](%{{.*}}: memref<?xi32>) {
// CHECK-NEXT:   aie.dma_bd(%{{.*}} : memref<?xi32> offset = 13 len = 3)
// CHECK:      aie.bd_chain @[[E1:[a-z0-9_]+]](%{{.*}}: memref<?xi32>) {
// CHECK-NEXT:   aie.dma_bd(%{{.*}} : memref<?xi32> offset = 16 len = 3)
// CHECK:      aie.bd_chain @[[T0:[a-z0-9_]+]](%{{.*}}: memref<?xi32>) {
// CHECK-NEXT:   aie.dma_bd(%{{.*}} : memref<?xi32> offset = 19 len = 3)
// CHECK:      aie.runtime_sequence @seq(%[[OUT:.*]]: memref<8xi32>, %[[P:.*]]: memref<?xi32>) {
// CHECK-NEXT:   %[[S0:.*]] = aiex.dma_start_bd_chain_for @[[C0]](%[[P]]) : (memref<?xi32>) for @ctrlpkt_col0_mm2s_chan0 {issue_token = true}
// CHECK-NEXT:   %[[S1:.*]] = aiex.dma_start_bd_chain_for @[[C1]](%[[P]]) : (memref<?xi32>) for @ctrlpkt_col1_mm2s_chan0 {issue_token = true}
// CHECK-NEXT:   aiex.dma_await_task(%[[S0]])
// CHECK-NEXT:   aiex.dma_await_task(%[[S1]])
// CHECK-NEXT:   %[[S2:.*]] = aiex.dma_start_bd_chain_for @[[E0]](%[[P]])
// CHECK-NEXT:   %[[S3:.*]] = aiex.dma_start_bd_chain_for @[[E1]](%[[P]])
// CHECK-NEXT:   aiex.dma_await_task(%[[S2]])
// CHECK-NEXT:   aiex.dma_await_task(%[[S3]])
// CHECK-NEXT:   arith.constant 7 : i32
// CHECK-NEXT:   %[[S4:.*]] = aiex.dma_start_bd_chain_for @[[T0]](%[[P]])
// CHECK-NEXT:   aiex.dma_await_task(%[[S4]])
// CHECK-NEXT: }
aie.device(npu2) {
  %s0 = aie.tile(0, 0)
  %s1 = aie.tile(1, 0)
  %t02 = aie.tile(0, 2)
  %t03 = aie.tile(0, 3) {ctrl_pkt_shim_chan = 0 : i32}
  %t12 = aie.tile(1, 2)
  aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0 (%s0, MM2S, 0)
  aie.shim_dma_allocation @ctrlpkt_col1_mm2s_chan0 (%s1, MM2S, 0)
  aie.runtime_sequence @seq(%out: memref<8xi32>) {
    aiex.control_packet {address = 0x200400 : ui32, data = array<i32: 1, 2>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.control_packet {address = 0x200408 : ui32, data = array<i32: 3>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.control_packet {address = 0x2200400 : ui32, data = array<i32: 4>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.control_packet {address = 0x300400 : ui32, data = array<i32: 5>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.control_packet {address = 0x232000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.control_packet {address = 0x2232000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
    %c = arith.constant 7 : i32
    aiex.control_packet {address = 0x200400 : ui32, data = array<i32: 0>, opcode = 0 : i32, stream_id = 0 : i32}
  }
} {has_ctrl_pkt_overlay = true}

// -----

// AIE2: the two consecutive packets of tile (0, 2) stay two BDs.
// CHECK-LABEL: aie.device(npu1)
// CHECK:      aie.bd_chain
// CHECK-NEXT:   aie.dma_bd(%{{.*}} : memref<?xi32> offset = 0 len = 3)
// CHECK-NEXT:   aie.next_bd ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   aie.dma_bd(%{{.*}} : memref<?xi32> offset = 3 len = 3)
// CHECK-NEXT:   aie.end
aie.device(npu1) {
  %s0 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2)
  aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0 (%s0, MM2S, 0)
  aie.runtime_sequence @seq() {
    aiex.control_packet {address = 0x200400 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.control_packet {address = 0x200404 : ui32, data = array<i32: 2>, opcode = 0 : i32, stream_id = 0 : i32}
  }
} {has_ctrl_pkt_overlay = true}

// -----

// Without the overlay: the packets go as without the option (a global in
// the control code, one transfer and sync each).
// CHECK-LABEL: aie.device(npu2)
// CHECK-NOT:  aie.bd_chain
// CHECK:      aiex.npu.dma_memcpy_nd
// CHECK:      aiex.npu.sync
aie.device(npu2) {
  %s0 = aie.tile(0, 0)
  %t02 = aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 2>}
  aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0 (%s0, MM2S, 0)
  aie.runtime_sequence @seq() {
    aiex.control_packet {address = 0x200400 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
  }
}
