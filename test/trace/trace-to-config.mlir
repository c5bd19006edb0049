// --aie-trace-to-config: each aie.trace becomes an aie.trace.config of
// register field writes, in mlir-aie's order (per op: start/stop events and
// mode in Trace_Control0, packet id and type in Trace_Control1; then the
// ports; then the events); start_config follows the rename. A broadcast
// channel becomes its event number in the traced module: BROADCAST_15 is
// 122 in a core or memory module, 157 in a mem tile, BROADCAST_A_15 125 in
// a shim tile. Only the core module has a mode.
// RUN: aiec --aie-trace-to-config %S/Inputs/four-traces.mlir | FileCheck %s
// RUN: aiec --aie-trace-to-config %S/Inputs/four-traces.mlir | FileCheck %s --check-prefix=GONE

// GONE: aie.device
// GONE-NOT: aie.trace @
// GONE-NOT: aie.trace.{{(mode|packet|event|port|start |stop)}}
// CHECK-LABEL: aie.trace.config @core_trace_config(%tile_0_2) packet_type = core {
// CHECK-NEXT: register = "Trace_Control0" field = "Mode" value = 2 comment = "trace mode"{{$}}
// CHECK-NEXT: register = "Trace_Control1" field = "ID" value = 1 comment = "packet ID"{{$}}
// CHECK-NEXT: register = "Trace_Control1" field = "Packet_Type" value = 0 comment = "packet type"{{$}}
// CHECK-NEXT: register = "Trace_Control0" field = "Trace_Start_Event" value = 122 comment = "start event"{{$}}
// CHECK-NEXT: register = "Trace_Control0" field = "Trace_Stop_Event" value = 121 comment = "stop event"{{$}}
// CHECK-NEXT: register = "Stream_Switch_Event_Port_Selection_0" field = "Port_1_ID" value = "DMA:0" comment = "port 1 ID"{{$}}
// CHECK-NEXT: register = "Stream_Switch_Event_Port_Selection_0" field = "Port_1_Master_Slave" value = 0 comment = "port 1 master/slave"{{$}}
// CHECK-NEXT: register = "Stream_Switch_Event_Port_Selection_1" field = "Port_4_ID" value = "North:2" comment = "port 4 ID"{{$}}
// CHECK-NEXT: register = "Stream_Switch_Event_Port_Selection_1" field = "Port_4_Master_Slave" value = 1 comment = "port 4 master/slave"{{$}}
// CHECK-NEXT: register = "Trace_Event0" field = "Trace_Event0" value = "INSTR_EVENT_0" comment = "INSTR_EVENT_0"{{$}}
// CHECK-NEXT: register = "Trace_Event0" field = "Trace_Event1" value = CoreEventAIE2::PORT_RUNNING_1 comment = "PORT_RUNNING_1"{{$}}
// CHECK-NEXT: }
// CHECK-LABEL: aie.trace.config @mem_trace_config(%tile_0_2) packet_type = mem {
// CHECK-NEXT: register = "Trace_Control1" field = "ID" value = 2
// CHECK-NEXT: register = "Trace_Control1" field = "Packet_Type" value = 1
// CHECK-NEXT: register = "Trace_Control0" field = "Trace_Start_Event" value = 1
// CHECK-NEXT: register = "Trace_Control0" field = "Trace_Stop_Event" value = 121
// CHECK-NEXT: register = "Trace_Event0" field = "Trace_Event0" value = "DMA_S2MM_0_START_TASK"
// CHECK-NEXT: }
// CHECK-LABEL: aie.trace.config @memtile_trace_config(%mem_tile_0_1) packet_type = memtile {
// CHECK-NEXT: register = "Trace_Control1" field = "ID" value = 3
// CHECK-NEXT: register = "Trace_Control1" field = "Packet_Type" value = 3
// CHECK-NEXT: register = "Trace_Control0" field = "Trace_Start_Event" value = 157
// CHECK-NEXT: register = "Trace_Control0" field = "Trace_Stop_Event" value = 0
// CHECK-NEXT: register = "Trace_Event0" field = "Trace_Event0" value = "PORT_RUNNING_0"
// CHECK-NEXT: register = "Trace_Event0" field = "Trace_Event1" value = "PORT_RUNNING_1"
// CHECK-NEXT: register = "Trace_Event0" field = "Trace_Event2" value = "PORT_RUNNING_2"
// CHECK-NEXT: register = "Trace_Event0" field = "Trace_Event3" value = "PORT_RUNNING_3"
// CHECK-NEXT: register = "Trace_Event1" field = "Trace_Event4" value = MemTileEventAIE2::USER_EVENT_1
// CHECK-NEXT: }
// CHECK-LABEL: aie.trace.config @shim_trace_config(%shim_noc_tile_0_0) packet_type = shimtile {
// CHECK-NEXT: register = "Trace_Control1" field = "ID" value = 4
// CHECK-NEXT: register = "Trace_Control1" field = "Packet_Type" value = 2
// CHECK-NEXT: register = "Trace_Control0" field = "Trace_Start_Event" value = 125
// CHECK-NEXT: register = "Trace_Control0" field = "Trace_Stop_Event" value = 126
// CHECK-NEXT: register = "Trace_Event0" field = "Trace_Event0" value = "DMA_S2MM_1_FINISHED_TASK"
// CHECK-NEXT: }
// CHECK: aie.runtime_sequence
// CHECK-NEXT: aie.trace.start_config @core_trace_config{{$}}
// CHECK-NEXT: aie.trace.start_config @shim_trace_config{{$}}
