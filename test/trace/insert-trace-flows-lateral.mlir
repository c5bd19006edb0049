// --aie-insert-trace-flows="lateral-routing=true": the traces leave through
// the nearest column without cores (here column 1 of npu1_2col: its shim
// tile is created, its BD is patched at column 1's address 1 << 25 | 0x1D1E4);
// lateral-target-col forces a column.
// RUN: aiec --aie-syntax=2026-04 --aie-insert-trace-flows="lateral-routing=true" %s | FileCheck %s --check-prefix=LAT
// RUN: aiec --aie-syntax=2026-04 --aie-insert-trace-flows="lateral-routing=true lateral-target-col=2" %s | FileCheck %s --check-prefix=COL2
// RUN: aiec --aie-syntax=2026-04 --aie-insert-trace-flows %s | FileCheck %s --check-prefix=COL0

// LAT: %shim_noc_tile_1_0 = aie.tile(1, 0) {controller_id = #aie.packet_info<pkt_type = 0, pkt_id = 15>}
// LAT: aiex.npu.writebd {bd_id = 15 : i32, buffer_length = 1024 : i32, buffer_offset = 0 : i32, burst_length = 64 : i32, column = 1 : i32,
// LAT-NEXT: aiex.npu.address_patch {addr = 33673700 : ui32, arg_idx = 4 : i32, arg_plus = 0 : i32}
// LAT-NEXT: aiex.npu.maskwrite32 {address = 119304 : ui32, column = 1 : i32,
// LAT: aie.packet_source<%tile_0_2, Trace : 0>
// LAT-NEXT: aie.packet_dest<%shim_noc_tile_1_0, DMA : 1>

// COL2: aie.packet_dest<%shim_noc_tile_2_0, DMA : 1>
// COL0: aie.packet_dest<%shim_noc_tile_0_0, DMA : 1>

aie.device(npu1_3col) {
  %t02 = aie.tile(0, 2)
  %c = aie.core(%t02) {
    aie.end
  }
  aie.trace @a(%t02) {
    aie.trace.start broadcast = 15
    aie.trace.stop broadcast = 14
  }
  aie.runtime_sequence(%out: memref<16xi32>) {
    aie.trace.host_config buffer_size = 4096
  }
}
