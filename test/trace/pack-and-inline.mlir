// --aie-trace-pack-reg-writes turns each field write into a masked value and
// merges the writes of a register (at its first write, comments joined);
// --aie-inline-trace-config turns each start_config into one write32 per
// register, tile-local, at the configuration's tile. Event fields are 7 bits
// (8 on a mem tile); a port is its physical number (DMA:0 slave = 1,
// North:2 master = 15) with bit 5 set for a master.
// RUN: aiec --aie-syntax=2026-04 --aie-trace-to-config --aie-trace-pack-reg-writes %S/Inputs/four-traces.mlir | FileCheck %s --check-prefix=PACK
// RUN: aiec --aie-syntax=2026-04 --aie-trace-to-config --aie-trace-pack-reg-writes --aie-inline-trace-config %S/Inputs/four-traces.mlir | FileCheck %s --check-prefix=INLINE
// Inlining packs writes that are not packed yet: the same words.
// RUN: aiec --aie-syntax=2026-04 --aie-trace-to-config --aie-inline-trace-config %S/Inputs/four-traces.mlir | FileCheck %s --check-prefix=INLINE

// PACK-LABEL: aie.trace.config @core_trace_config(%tile_0_2) packet_type = core {
// PACK-NEXT: register = "Trace_Control0" value = 2038038530 mask = 2139029507 comment = "trace mode + start event + stop event"{{$}}
// PACK-NEXT: register = "Trace_Control1" value = 1 mask = 28703 comment = "packet ID + packet type"{{$}}
// PACK-NEXT: register = "Stream_Switch_Event_Port_Selection_0" value = 256 mask = 16128 comment = "port 1 ID + port 1 master/slave"{{$}}
// PACK-NEXT: register = "Stream_Switch_Event_Port_Selection_1" value = 47 mask = 63 comment = "port 4 ID + port 4 master/slave"{{$}}
// PACK-NEXT: register = "Trace_Event0" value = 20257 mask = 32639 comment = "INSTR_EVENT_0 + PORT_RUNNING_1"{{$}}
// PACK-NEXT: }
// PACK-LABEL: aie.trace.config @mem_trace_config(%tile_0_2) packet_type = mem {
// PACK-NEXT: register = "Trace_Control1" value = 4098 mask = 28703
// PACK-NEXT: register = "Trace_Control0" value = 2030108672 mask = 2139029504
// PACK-NEXT: register = "Trace_Event0" value = 19 mask = 127
// PACK-NEXT: }
// PACK-LABEL: aie.trace.config @memtile_trace_config(%mem_tile_0_1) packet_type = memtile {
// PACK-NEXT: register = "Trace_Control1" value = 12291 mask = 28703
// PACK-NEXT: register = "Trace_Control0" value = 10289152 mask = 4294901760
// PACK-NEXT: register = "Trace_Event0" value = 1549292624 mask = 4294967295
// PACK-NEXT: register = "Trace_Event1" value = 160 mask = 255
// PACK-NEXT: }
// PACK-LABEL: aie.trace.config @shim_trace_config(%shim_noc_tile_0_0) packet_type = shimtile {
// PACK-NEXT: register = "Trace_Control1" value = 8196 mask = 28703
// PACK-NEXT: register = "Trace_Control0" value = 2122121216 mask = 2139029504
// PACK-NEXT: register = "Trace_Event0" value = 23 mask = 127
// PACK-NEXT: }
// PACK: aie.trace.start_config @core_trace_config

// INLINE-LABEL: aie.runtime_sequence
// INLINE-NEXT: aiex.npu.write32 {address = 213200 : ui32, column = 0 : i32, row = 2 : i32, value = 2038038530 : ui32}
// INLINE-NEXT: aiex.npu.write32 {address = 213204 : ui32, column = 0 : i32, row = 2 : i32, value = 1 : ui32}
// INLINE-NEXT: aiex.npu.write32 {address = 261888 : ui32, column = 0 : i32, row = 2 : i32, value = 256 : ui32}
// INLINE-NEXT: aiex.npu.write32 {address = 261892 : ui32, column = 0 : i32, row = 2 : i32, value = 47 : ui32}
// INLINE-NEXT: aiex.npu.write32 {address = 213216 : ui32, column = 0 : i32, row = 2 : i32, value = 20257 : ui32}
// INLINE-NEXT: aiex.npu.write32 {address = 213204 : ui32, column = 0 : i32, row = 0 : i32, value = 8196 : ui32}
// INLINE-NEXT: aiex.npu.write32 {address = 213200 : ui32, column = 0 : i32, row = 0 : i32, value = 2122121216 : ui32}
// INLINE-NEXT: aiex.npu.write32 {address = 213216 : ui32, column = 0 : i32, row = 0 : i32, value = 23 : ui32}
// INLINE-NEXT: }
