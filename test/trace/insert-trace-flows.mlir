// --aie-insert-trace-flows (design-era mlir-aie, with host_config's
// arg_idx): packet ids (explicit, else the next free from 1), one packet
// flow per trace from its Trace port (1 for a memory module) to shim (0, 0)
// DMA S2MM 1, and after the last start_config: timer resets on the start
// broadcast (BROADCAST_15: 122 in core and memory modules, 157 in a mem tile,
// in Reset_Event bits 15:8), the shim BD 15 (8192 bytes = 2048 words) patched
// to argument 4, channel 1's controller id (15) and start with a token
// (0x1D20C = 0x8000000F), and the shim's user event 1 (127) as timer reset,
// broadcast 15 and generated event; the sequence ends with user event 0
// (126) on broadcast 14. The traced destination shim starts and stops on its
// user events instead.
// RUN: aiec --aie-syntax=2026-04 --aie-insert-trace-flows %s | FileCheck %s
// Rerunning as the default pipeline does changes nothing: host_config is gone.
// RUN: aiec --aie-syntax=2026-04 --aie-insert-trace-flows %s | aiec --aie-syntax=2026-04 --aie-insert-trace-flows=require-host-config=false - | FileCheck %s
// mlir-aie's burst-length option sets the shim BD's burst length.
// RUN: aiec --aie-syntax=2026-04 --aie-insert-trace-flows=burst-length=256 %s | FileCheck %s --check-prefix=BURST
// BURST: aiex.npu.writebd {bd_id = 15 : i32, buffer_length = 2048 : i32, buffer_offset = 0 : i32, burst_length = 256 : i32,

aie.device(npu1_1col) {
  %shim = aie.tile(0, 0)
  %mem = aie.tile(0, 1)
  %core = aie.tile(0, 2)
  aie.trace @core_trace(%core) {
    aie.trace.packet id=5 type=core
    aie.trace.event<"INSTR_EVENT_0">
    aie.trace.start broadcast=15
    aie.trace.stop broadcast=14
  }
  aie.trace @mem_trace(%core) {
    aie.trace.packet type=mem
    aie.trace.event<"DMA_S2MM_0_START_TASK">
    aie.trace.start broadcast=15
    aie.trace.stop broadcast=14
  }
  aie.trace @memtile_trace(%mem) {
    aie.trace.event<"PORT_RUNNING_0">
    aie.trace.start broadcast=15
    aie.trace.stop broadcast=14
  }
  aie.trace @shim_trace(%shim) {
    aie.trace.event<"DMA_S2MM_0_START_TASK">
    aie.trace.start broadcast=15
    aie.trace.stop broadcast=14
  }
  aie.runtime_sequence(%arg0: memref<16xi32>) {
    aie.trace.host_config buffer_size = 8192
    aie.trace.start_config @core_trace
    aie.trace.start_config @mem_trace
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, channel = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
  }
}

// CHECK: %shim_noc_tile_0_0 = aie.tile(0, 0) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 15>}
// CHECK: aie.trace @core_trace(%tile_0_2) {
// CHECK-NEXT: aie.trace.packet id = 5 type = core
// CHECK: aie.trace @mem_trace(%tile_0_2) {
// CHECK-NEXT: aie.trace.packet id = 1 type = mem
// CHECK: aie.trace @memtile_trace(%mem_tile_0_1) {
// CHECK-NEXT: aie.trace.packet id = 2 type = memtile
// CHECK: aie.trace @shim_trace(%shim_noc_tile_0_0) {
// CHECK-NEXT: aie.trace.packet id = 3 type = shimtile
// CHECK-NEXT: aie.trace.event <"DMA_S2MM_0_START_TASK">
// CHECK-NEXT: aie.trace.start event = <"USER_EVENT_1">
// CHECK-NEXT: aie.trace.stop event = <"USER_EVENT_0">
// CHECK-LABEL: aie.runtime_sequence(%arg0: memref<16xi32>) {
// CHECK-NOT: aie.trace.host_config
// CHECK-NEXT: aie.trace.start_config @core_trace
// CHECK-NEXT: aie.trace.start_config @mem_trace
// CHECK-NEXT: aiex.npu.write32 {address = 212992 : ui32, column = 0 : i32, row = 2 : i32, value = 31232 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 81920 : ui32, column = 0 : i32, row = 2 : i32, value = 31232 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 606208 : ui32, column = 0 : i32, row = 1 : i32, value = 40192 : ui32}
// CHECK-NEXT: aiex.npu.writebd {bd_id = 15 : i32, buffer_length = 2048 : i32, buffer_offset = 0 : i32, burst_length = 64 : i32, column = 0 : i32,
// CHECK-SAME: enable_packet = 1 : i32,
// CHECK-SAME: row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
// CHECK-NEXT: aiex.npu.address_patch {addr = 119268 : ui32, arg_idx = 4 : i32, arg_plus = 0 : i32}
// CHECK-NEXT: aiex.npu.maskwrite32 {address = 119304 : ui32, column = 0 : i32, mask = 7936 : ui32, row = 0 : i32, value = 3840 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 119308 : ui32, column = 0 : i32, row = 0 : i32, value = 2147483663 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 212992 : ui32, column = 0 : i32, row = 0 : i32, value = 32512 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 213068 : ui32, column = 0 : i32, row = 0 : i32, value = 127 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 213000 : ui32, column = 0 : i32, row = 0 : i32, value = 127 : ui32}
// CHECK-NEXT: aiex.npu.sync
// CHECK-NEXT: aiex.npu.write32 {address = 213064 : ui32, column = 0 : i32, row = 0 : i32, value = 126 : ui32}
// CHECK-NEXT: aiex.npu.write32 {address = 213000 : ui32, column = 0 : i32, row = 0 : i32, value = 126 : ui32}
// CHECK-NEXT: }
// CHECK-NEXT: aie.packet_flow(5) {
// CHECK-NEXT: aie.packet_source<%tile_0_2, Trace : 0>
// CHECK-NEXT: aie.packet_dest<%shim_noc_tile_0_0, DMA : 1>
// CHECK-NEXT: } {keep_pkt_header = true}
// CHECK-NEXT: aie.packet_flow(1) {
// CHECK-NEXT: aie.packet_source<%tile_0_2, Trace : 1>
// CHECK-NEXT: aie.packet_dest<%shim_noc_tile_0_0, DMA : 1>
// CHECK-NEXT: } {keep_pkt_header = true}
// CHECK-NEXT: aie.packet_flow(2) {
// CHECK-NEXT: aie.packet_source<%mem_tile_0_1, Trace : 0>
// CHECK-NEXT: aie.packet_dest<%shim_noc_tile_0_0, DMA : 1>
// CHECK-NEXT: } {keep_pkt_header = true}
// CHECK-NEXT: aie.packet_flow(3) {
// CHECK-NEXT: aie.packet_source<%shim_noc_tile_0_0, Trace : 0>
// CHECK-NEXT: aie.packet_dest<%shim_noc_tile_0_0, DMA : 1>
// CHECK-NEXT: } {keep_pkt_header = true}
// CHECK-NEXT: }
