// Control packets from NPU writes, as aiecc --get-ctrlpkt makes them:
// --aie-txn-to-ctrl-packet turns a blockwrite into a control packet of the
// same words; a blockwrite that a later address_patch patches (a shim BD of
// a host transfer) and single writes stay NPU ops. --aie-legalize-ctrl-packet
// splits 6 words into 4 and 2 (the second 16 bytes on).
// --aie-ctrl-packet-to-dma=from-argument=true reads the packets from a new
// last argument of the sequence (10 words: two packets of header, command
// and data), with a shim BD the sequence's BD-register writes leave free
// (BD 0 is written: BD 1).
// RUN: aiec --aie-txn-to-ctrl-packet %s | FileCheck %s --check-prefix=TXN
// RUN: aiec --aie-txn-to-ctrl-packet --aie-legalize-ctrl-packet %s | FileCheck %s --check-prefix=LEGAL
// RUN: aiec --aie-txn-to-ctrl-packet --aie-legalize-ctrl-packet --aie-ctrl-packet-infer-tiles --aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true --aie-ctrl-packet-to-dma=from-argument=true %s | FileCheck %s --check-prefix=DMA

// TXN:       aiex.control_packet {address = 2232320 : ui32, data = array<i32: 1, 2, 3, 4, 5, 6>, opcode = 0 : i32, stream_id = 0 : i32}
// TXN:       aiex.npu.blockwrite({{.*}}) {address = 118784 : ui32} : memref<8xi32>
// TXN-NEXT:  arith.constant 0 : i32
// TXN-NEXT:  aiex.npu.address_patch
// TXN:       aiex.npu.write32
// TXN-NOT:   aiex.control_packet

// LEGAL:      aiex.control_packet {address = 2232320 : ui32, data = array<i32: 1, 2, 3, 4>, opcode = 0 : i32, stream_id = 0 : i32}
// LEGAL-NEXT: aiex.control_packet {address = 2232336 : ui32, data = array<i32: 5, 6>, opcode = 0 : i32, stream_id = 0 : i32}
// LEGAL-NOT:  aiex.control_packet

// DMA:       aie.runtime_sequence @run(%arg0: memref<64xi32>, %arg1: memref<10xi32>) {
// DMA:       aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 1, 6][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @ctrlpkt_col0_mm2s_chan0} : memref<10xi32>
// DMA:       aiex.npu.sync
// DMA:       aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 6][1, 1, 1, 4][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @ctrlpkt_col0_mm2s_chan0} : memref<10xi32>
// DMA:       aiex.npu.sync
// DMA-NOT:   aiex.control_packet
// DMA-NOT:   memref.global {{.*}}@ctrlpkt

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    memref.global "private" constant @six : memref<6xi32> = dense<[1, 2, 3, 4, 5, 6]>
    memref.global "private" constant @bd : memref<8xi32> = dense<[64, 0, 0, 0, 0, 0, 0, 0]>
    aie.runtime_sequence @run(%a: memref<64xi32>) {
      %0 = memref.get_global @six : memref<6xi32>
      aiex.npu.blockwrite(%0) {address = 0x221000 : ui32} : memref<6xi32>
      %1 = memref.get_global @bd : memref<8xi32>
      aiex.npu.blockwrite(%1) {address = 0x1D000 : ui32} : memref<8xi32>
      aiex.npu.address_patch {addr = 0x1D004 : ui32, arg_idx = 0 : i32, arg_plus = 0 : i32}
      aiex.npu.write32 {address = 0x221000 : ui32, value = 9 : ui32}
    }
  }
}
