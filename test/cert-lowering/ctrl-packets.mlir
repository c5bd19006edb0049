// Control packets (cert-lowering.md, "Control packets"): the tiles they
// address get controller ids, the overlay routes the shim DMA channel of
// each row to the TileControl ports, each packet becomes words of a
// control-code global sent by a shim DMA transfer, and the CERT lowering
// patches the BD with the control code's address and the pad.
// RUN: aiec --aie-syntax=2026-04 %s --aie-ctrl-packet-infer-tiles | FileCheck %s --check-prefix=IDS
// RUN: aiec --aie-syntax=2026-04 %s --aie-ctrl-packet-infer-tiles --aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true | FileCheck %s --check-prefix=OVERLAY
// RUN: aiec --aie-syntax=2026-04 %s --aie-ctrl-packet-infer-tiles --aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true --aie-generate-column-control-overlay=route-shim-to-tile-ctrl=true | FileCheck %s --check-prefix=OVERLAY
// RUN: aiec --aie-syntax=2026-04 %s --stop-after=aie-ctrl-packet-to-dma | FileCheck %s --check-prefix=DMA
// RUN: aiec --aie-syntax=2026-04 %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// RUN: aiec --aie-syntax=2026-04 %s --emit=ctrl-elf -o %t.elf
// RUN: aiec --aie-syntax=2026-04 %t.elf --emit=mlir | FileCheck %s --check-prefix=LIFT
// RUN: aiec --aie-syntax=2026-04 %s --emit=ctrl-asm -o %t.asm
// RUN: aiec --aie-syntax=2026-04 %t.asm -o %t.again.elf
// RUN: cmp %t.elf %t.again.elf
// RUN: aiec --aie-syntax=2026-04 %s --stop-after=aie-dma-to-npu | not aiec --aie-syntax=2026-04 --aie-npu-to-binary -aie-output-binary=false 2>&1 | FileCheck %s --check-prefix=TXN

// TXN: error: 'aiex.npu.address_patch' op a patch with the address of a control-code global has no NPU transaction encoding

// Tile (0, 0) keeps its id; (0, 2) gets 27 and (0, 4) 30 (column-wise
// table), packet type 0; (0, 4) is created.
// IDS:      aie.tile(0, 0) {controller_id = #aie.packet_info<pkt_type = 1, pkt_id = 9>}
// IDS:      aie.tile(0, 2) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 27>}
// IDS:      aie.tile(0, 4) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 30>}

// The shim's TileControl to its South 0 (task-complete tokens,
// route-shim-to-tct=shim-only), then control packets: rows 0-2 from MM2S 0,
// rows 3-5 from MM2S 1; a flow per tile of rows 0..4 (rows 1 and 3 too),
// each once even when the pass runs twice.
// OVERLAY-DAG:  %[[S:.*]] = aie.tile(0, 0)
// OVERLAY-DAG:  %[[T1:.*]] = aie.tile(0, 1)
// OVERLAY-DAG:  %[[T4:.*]] = aie.tile(0, 4)
// OVERLAY:      aie.packet_flow(9) {
// OVERLAY-NEXT:   aie.packet_source<%[[S]], TileControl : 0>
// OVERLAY-NEXT:   aie.packet_dest<%[[S]], South : 0>
// OVERLAY-NEXT: } {keep_pkt_header = true, priority_route = true}
// OVERLAY:      aie.packet_flow(9) {
// OVERLAY-NEXT:   aie.packet_source<%[[S]], DMA : 0>
// OVERLAY-NEXT:   aie.packet_dest<%[[S]], TileControl : 0>
// OVERLAY-NEXT: } {keep_pkt_header = true, priority_route = true}
// OVERLAY:      aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan0(%[[S]], MM2S, 0)
// OVERLAY:      aie.packet_flow(26) {
// OVERLAY-NEXT:   aie.packet_source<%[[S]], DMA : 0>
// OVERLAY-NEXT:   aie.packet_dest<%[[T1]], TileControl : 0>
// OVERLAY:      aie.packet_flow(27) {
// OVERLAY:      aie.packet_flow(29) {
// OVERLAY-NEXT:   aie.packet_source<%[[S]], DMA : 1>
// OVERLAY:      aie.shim_dma_allocation @ctrlpkt_col0_mm2s_chan1(%[[S]], MM2S, 1)
// OVERLAY:      aie.packet_flow(30) {
// OVERLAY-NEXT:   aie.packet_source<%[[S]], DMA : 1>
// OVERLAY-NEXT:   aie.packet_dest<%[[T4]], TileControl : 0>
// OVERLAY-NOT:  aie.packet_flow
// OVERLAY-NOT:  aie.shim_dma_allocation

// The words: stream header (id, type, odd parity), command (address 19:0,
// beats 21:20, opcode 23:22, stream id 28:24, odd parity), data. BD 2: the
// sequence's own transfers use BDs 0 and 1.
// (0, 2): header 0x8000001B (id 27, parity set), 0x0001F000 writes lock 0,
// 0x00300400 (3146752) writes 4 words at 0x400; (0, 4): header 0x8000001E
// (id 30), 0x01500440 (22021184) reads 2 words for stream 1; (0, 0): header
// 0x1009 (4105: id 9, type 1), 0x80006000 writes 0x6000 (parity set).
// DMA:      memref.global "private" constant @ctrlpkt_col0 : memref<14xi32> = dense<[-2147483621, 126976, 1, -2147483621, 3146752, 10, 20, 30, 40, -2147483618, 22021184, 4105, -2147459072, 7]>
// DMA:      aie.runtime_sequence @seq(%[[IN:.*]]: memref<16xi32>, %[[OUT:.*]]: memref<16xi32>)
// DMA:        aiex.npu.dma_memcpy_nd(%[[IN]]
// DMA-NEXT:   %[[G:.*]] = memref.get_global @ctrlpkt_col0 : memref<14xi32>
// DMA-NEXT:   aiex.npu.dma_memcpy_nd(%[[G]][0, 0, 0, 0][1, 1, 1, 3][0, 0, 0, 1]) {id = 2 : i64, issue_token = true, metadata = @ctrlpkt_col0_mm2s_chan0} : memref<14xi32>
// DMA-NEXT:   aiex.npu.sync {channel = 0 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 0 : i32, row_num = 1 : i32}
// DMA-NEXT:   %[[G1:.*]] = memref.get_global @ctrlpkt_col0 : memref<14xi32>
// DMA-NEXT:   aiex.npu.dma_memcpy_nd(%[[G1]][0, 0, 0, 3][1, 1, 1, 6][0, 0, 0, 1]) {id = 2 : i64, issue_token = true, metadata = @ctrlpkt_col0_mm2s_chan0}
// DMA-NEXT:   aiex.npu.sync
// DMA-NEXT:   %[[G2:.*]] = memref.get_global @ctrlpkt_col0 : memref<14xi32>
// DMA-NEXT:   aiex.npu.dma_memcpy_nd(%[[G2]][0, 0, 0, 9][1, 1, 1, 2][0, 0, 0, 1]) {id = 2 : i64, issue_token = true, metadata = @ctrlpkt_col0_mm2s_chan1}
// DMA-NEXT:   aiex.npu.sync {channel = 1 : i32, column = 0 : i32, column_num = 1 : i32, direction = 1 : i32, row = 0 : i32, row_num = 1 : i32}
// DMA-NEXT:   %[[G3:.*]] = memref.get_global @ctrlpkt_col0 : memref<14xi32>
// DMA-NEXT:   aiex.npu.dma_memcpy_nd(%[[G3]][0, 0, 0, 11][1, 1, 1, 3][0, 0, 0, 1])
// DMA-NEXT:   aiex.npu.sync
// DMA-NEXT:   aiex.npu.dma_memcpy_nd(%[[OUT]]
// DMA-NOT:    aiex.control_packet

// The words are a pad of column 0; each transfer's BD gets the control
// code's address (0xffff) plus the pad's position (the assembler's) plus
// the packet's offset in the pad (the data's address field: 12 = 3 words).
// ASM:      .attach_to_group 0
// ASM:      .setpad ctrlpkt_col0
// ASM-NEXT:   .long           0x8000001b
// ASM-NEXT:   .long           0x0001f000
// ASM-NEXT:   .long           0x00000001
// ASM:      START_JOB 2
// ASM:        APPLY_OFFSET_57        @[[B0:.*]], 1, 0xffff, @ctrlpkt_col0
// ASM-NEXT:   uC_DMA_WRITE_DES_SYNC  @{{.*}}
// ASM:        WRITE_32               0x0001d214, 0x80000002
// ASM-NEXT:   WAIT_TCTS              0, 6, 1
// ASM-NEXT:   APPLY_OFFSET_57        @[[B1:.*]], 1, 0xffff, @ctrlpkt_col0
// ASM:      [[B1]]:
// ASM-NEXT:   .long           0x00000006
// ASM-NEXT:   .long           0x0000000c

// The lift reads the pad back as the global the patches name.
// LIFT:     memref.global "private" constant @ctrlpkt_col0 : memref<14xi32> = dense<[-2147483621, 126976, 1,
// LIFT:     aiex.npu.address_patch {addr = 118852 : ui32, arg_idx = -1 : i32, arg_plus = 0 : i32, global = @ctrlpkt_col0}
// LIFT:     aiex.npu.address_patch {addr = 118852 : ui32, arg_idx = -1 : i32, arg_plus = 12 : i32, global = @ctrlpkt_col0}
aie.device(npu1_1col) {
  %s = aie.tile(0, 0) {controller_id = #aie.packet_info<pkt_type = 1, pkt_id = 9>}
  %t = aie.tile(0, 2)
  aie.shim_dma_allocation @in(%s, MM2S, 1)
  aie.shim_dma_allocation @out(%s, S2MM, 0)
  aie.runtime_sequence @seq(%in: memref<16xi32>, %out: memref<16xi32>) {
    aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<16xi32>
    aiex.control_packet {address = 0x0021F000 : ui32, data = array<i32: 1>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.control_packet {address = 0x00200400 : ui32, data = array<i32: 10, 20, 30, 40>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.control_packet {address = 0x00400440 : ui32, length = 2 : i32, opcode = 1 : i32, stream_id = 1 : i32}
    aiex.control_packet {address = 0x00006000 : ui32, data = array<i32: 7>, opcode = 0 : i32, stream_id = 0 : i32}
    aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<16xi32>
    aiex.npu.dma_wait {symbol = @out}
  }
}
