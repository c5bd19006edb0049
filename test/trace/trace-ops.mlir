// Round trip of the trace ops: aie.trace and its body (mode, packet, event,
// port, start, stop), aie.trace.config and aie.trace.reg, and the runtime
// sequence's aie.trace.host_config and aie.trace.start_config. Events are
// strings or typed enum cases; enum cases that are not identifiers print
// quoted; integers print without their type. In generic form a trace enum
// (an I32EnumAttr) is its value; read back, it is its case again.
// RUN: aiec --aie-syntax=2026-04 %s | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %s | aiec --aie-syntax=2026-04 - | FileCheck %s
// `routing = single` is the default (mlir-aie's DefaultValuedAttr): neither
// syntax prints it, once or twice:
// RUN: aiec %s | FileCheck %s --check-prefix=CURRENT
// RUN: aiec %s | aiec - | FileCheck %s --check-prefix=CURRENT
// CURRENT: aie.trace.host_config {arg_idx = -1 : i32, buffer_size = 64 : i32}{{$}}

aie.device(npu1_1col) {
  %shim = aie.tile(0, 0)
  %mem = aie.tile(0, 1)
  %core = aie.tile(0, 2)
  aie.trace @core_trace(%core) {
    aie.trace.mode "Event-PC"
    aie.trace.packet id=1 type="core"
    aie.trace.event<"INSTR_EVENT_0"> label="kernel_start"
    aie.trace.event<CoreEventAIE2::LOCK_STALL>
    aie.trace.port<0> port=North channel=1 direction=S2MM
    aie.trace.port< 7 > port = DMA channel = 0 direction = MM2S
    aie.trace.start broadcast=15
    aie.trace.stop event=<"USER_EVENT_0">
  }
  aie.trace @mem_trace(%core) buffer_size = 4096 {
    aie.trace.packet type=mem
    aie.trace.event<MemEventAIE2::DMA_S2MM_0_START_TASK>
    aie.trace.start event = <MemEventAIE2::BROADCAST_15>
    aie.trace.stop broadcast = 14
  }
  aie.trace @generic(%shim) {
    "aie.trace.packet"() {id = 3 : i32, type = 2 : i32} : () -> ()
    "aie.trace.event"() {event = "DMA_S2MM_0_START_TASK"} : () -> ()
    "aie.trace.start"() {broadcast = 15 : i32} : () -> ()
    "aie.trace.stop"() {broadcast = 14 : i32} : () -> ()
  }
  aie.trace.config @cfg(%mem) packet_type = memtile {
    aie.trace.reg register = "Trace_Control1" field = "ID" value = 3
    aie.trace.reg register = "Trace_Event0" field = "Trace_Event0" value = "PORT_RUNNING_0" comment = "a port"
    aie.trace.reg register = "Trace_Event1" field = "Trace_Event4" value = MemTileEventAIE2::USER_EVENT_1
    aie.trace.reg register = "Trace_Control0" value = 0x12345678 mask = 0xFF00
  }
  aie.runtime_sequence(%a: memref<16xi32>) {
    aie.trace.host_config buffer_size = 8192
    aie.trace.host_config buffer_size = 64 arg_idx = -1 routing = single
    aie.trace.host_config buffer_size = 64 arg_idx = 4
    aie.trace.start_config @core_trace
    aie.trace.start_config @cfg
  }
}

// CHECK-LABEL: aie.trace @core_trace(%tile_0_2) {
// CHECK-NEXT: aie.trace.mode "Event-PC"{{$}}
// CHECK-NEXT: aie.trace.packet id = 1 type = core{{$}}
// CHECK-NEXT: aie.trace.event <"INSTR_EVENT_0"> label = "kernel_start"{{$}}
// CHECK-NEXT: aie.trace.event <CoreEventAIE2::LOCK_STALL>{{$}}
// CHECK-NEXT: aie.trace.port<0> port = North channel = 1 direction = S2MM{{$}}
// CHECK-NEXT: aie.trace.port<7> port = DMA channel = 0 direction = MM2S{{$}}
// CHECK-NEXT: aie.trace.start broadcast = 15{{$}}
// CHECK-NEXT: aie.trace.stop event = <"USER_EVENT_0">{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: aie.trace @mem_trace(%tile_0_2) buffer_size = 4096 {
// CHECK-NEXT: aie.trace.packet type = mem{{$}}
// CHECK-NEXT: aie.trace.event <MemEventAIE2::DMA_S2MM_0_START_TASK>{{$}}
// CHECK-NEXT: aie.trace.start event = <MemEventAIE2::BROADCAST_15>{{$}}
// CHECK-NEXT: aie.trace.stop broadcast = 14{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: aie.trace @generic(%shim_noc_tile_0_0) {
// CHECK-NEXT: aie.trace.packet id = 3 type = shimtile{{$}}
// CHECK-NEXT: aie.trace.event <"DMA_S2MM_0_START_TASK">{{$}}
// CHECK-NEXT: aie.trace.start broadcast = 15{{$}}
// CHECK-NEXT: aie.trace.stop broadcast = 14{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: aie.trace.config @cfg(%mem_tile_0_1) packet_type = memtile {
// CHECK-NEXT: aie.trace.reg register = "Trace_Control1" field = "ID" value = 3{{$}}
// CHECK-NEXT: aie.trace.reg register = "Trace_Event0" field = "Trace_Event0" value = "PORT_RUNNING_0" comment = "a port"{{$}}
// CHECK-NEXT: aie.trace.reg register = "Trace_Event1" field = "Trace_Event4" value = MemTileEventAIE2::USER_EVENT_1{{$}}
// CHECK-NEXT: aie.trace.reg register = "Trace_Control0" value = 305419896 mask = 65280{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: aie.runtime_sequence(%arg0: memref<16xi32>) {
// CHECK-NEXT: aie.trace.host_config buffer_size = 8192{{$}}
// CHECK-NEXT: aie.trace.host_config buffer_size = 64 arg_idx = -1{{$}}
// CHECK-NEXT: aie.trace.host_config buffer_size = 64{{$}}
// CHECK-NEXT: aie.trace.start_config @core_trace{{$}}
// CHECK-NEXT: aie.trace.start_config @cfg{{$}}
// CHECK-NEXT: }
