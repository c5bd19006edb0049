// aie.trace.combo_event and aie.trace.edge_event: they print as they are
// written, and --aie-trace-to-config turns them into the fields of the
// event logic registers (AM025: Combo_event_inputs, Combo_event_control,
// Edge_Detection_event_control) before the rest of the trace. Combo 2
// combines combos 0 and 1, so only its logic function is written (mlir-aie
// also writes COMBO_EVENT_0/1 into combo 0's input fields;
// docs/runtime-sequence.md). --aie-trace-pack-reg-writes makes the words:
// LOCK_STALL = 26, INSTR_VECTOR = 37, INSTR_EVENT_0 = 33, INSTR_EVENT_1 = 34
// in a core module, DMA_MM2S_SEL0_FINISHED_BD = 27 in a mem tile.
// RUN: aiec %s | FileCheck %s --check-prefix=PRINT
// RUN: aiec %s | aiec | FileCheck %s --check-prefix=PRINT
// RUN: aiec --aie-trace-to-config %s | FileCheck %s --check-prefix=FIELDS
// RUN: aiec --aie-trace-to-config --aie-trace-pack-reg-writes %s | FileCheck %s --check-prefix=WORDS

// PRINT: aie.trace.combo_event<0> <"LOCK_STALL"> AND_NOT <"INSTR_VECTOR">{{$}}
// PRINT-NEXT: aie.trace.combo_event<1> <CoreEventAIE2::INSTR_EVENT_0> OR <CoreEventAIE2::INSTR_VECTOR>{{$}}
// PRINT-NEXT: aie.trace.combo_event<2> <"COMBO_EVENT_0"> OR_NOT <"COMBO_EVENT_1">{{$}}
// PRINT-NEXT: aie.trace.edge_event<0> event = <"LOCK_STALL"> trigger = BOTH{{$}}
// PRINT-NEXT: aie.trace.edge_event<1> event = <"INSTR_EVENT_1"> trigger = RISING{{$}}
// PRINT: aie.trace.edge_event<0> event = <MemTileEventAIE2::DMA_MM2S_SEL0_FINISHED_BD> trigger = FALLING{{$}}

// FIELDS-LABEL: aie.trace.config @core_config(%tile_0_2) packet_type = core {
// FIELDS-NEXT: register = "Combo_event_inputs" field = "eventA" value = "LOCK_STALL" comment = "combo0 eventA"{{$}}
// FIELDS-NEXT: register = "Combo_event_inputs" field = "eventB" value = "INSTR_VECTOR" comment = "combo0 eventB"{{$}}
// FIELDS-NEXT: register = "Combo_event_control" field = "combo0" value = 1 comment = "combo0 logic"{{$}}
// FIELDS-NEXT: register = "Combo_event_inputs" field = "eventC" value = CoreEventAIE2::INSTR_EVENT_0 comment = "combo1 eventA"{{$}}
// FIELDS-NEXT: register = "Combo_event_inputs" field = "eventD" value = CoreEventAIE2::INSTR_VECTOR comment = "combo1 eventB"{{$}}
// FIELDS-NEXT: register = "Combo_event_control" field = "combo1" value = 2 comment = "combo1 logic"{{$}}
// FIELDS-NEXT: register = "Combo_event_control" field = "combo2" value = 3 comment = "combo2 logic"{{$}}
// FIELDS-NEXT: register = "Edge_Detection_event_control" field = "Edge_Detection_Event_0" value = "LOCK_STALL" comment = "edge0 source"{{$}}
// FIELDS-NEXT: register = "Edge_Detection_event_control" field = "Edge_Detection_0_Trigger_Rising" value = 1 comment = "edge0 rising"{{$}}
// FIELDS-NEXT: register = "Edge_Detection_event_control" field = "Edge_Detection_0_Trigger_Falling" value = 1 comment = "edge0 falling"{{$}}
// FIELDS-NEXT: register = "Edge_Detection_event_control" field = "Edge_Detection_Event_1" value = "INSTR_EVENT_1" comment = "edge1 source"{{$}}
// FIELDS-NEXT: register = "Edge_Detection_event_control" field = "Edge_Detection_1_Trigger_Rising" value = 1 comment = "edge1 rising"{{$}}
// FIELDS-NEXT: register = "Edge_Detection_event_control" field = "Edge_Detection_1_Trigger_Falling" value = 0 comment = "edge1 falling"{{$}}
// FIELDS-NEXT: register = "Trace_Control0" field = "Mode" value = 0
// FIELDS: register = "Trace_Event0" field = "Trace_Event0" value = "COMBO_EVENT_2"
// FIELDS-LABEL: aie.trace.config @mt_config(%mem_tile_0_1) packet_type = memtile {
// FIELDS-NEXT: register = "Edge_Detection_event_control" field = "Edge_Detection_Event_0" value = MemTileEventAIE2::DMA_MM2S_SEL0_FINISHED_BD comment = "edge0 source"{{$}}
// FIELDS-NEXT: register = "Edge_Detection_event_control" field = "Edge_Detection_0_Trigger_Rising" value = 0 comment = "edge0 rising"{{$}}
// FIELDS-NEXT: register = "Edge_Detection_event_control" field = "Edge_Detection_0_Trigger_Falling" value = 1 comment = "edge0 falling"{{$}}
// FIELDS-NEXT: register = "Trace_Control1" field = "ID" value = 2

// 0x2521251A: 37 << 24 | 33 << 16 | 37 << 8 | 26; 0x30201: AND_NOT, OR,
// OR_NOT; 0x222061A: 34 rising, 26 rising and falling.
// WORDS-LABEL: aie.trace.config @core_config
// WORDS-NEXT: register = "Combo_event_inputs" value = 622929178 mask = 2139062143 comment = "combo0 eventA + combo0 eventB + combo1 eventA + combo1 eventB"{{$}}
// WORDS-NEXT: register = "Combo_event_control" value = 197121 mask = 197379 comment = "combo0 logic + combo1 logic + combo2 logic"{{$}}
// WORDS-NEXT: register = "Edge_Detection_event_control" value = 35784218 mask = 108988031
// 0x41B: 27, falling only.
// WORDS-LABEL: aie.trace.config @mt_config
// WORDS-NEXT: register = "Edge_Detection_event_control" value = 1051 mask = 1791 comment = "edge0 source + edge0 rising + edge0 falling"{{$}}

module {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    %m = aie.tile(0, 1)
    aie.trace @core(%t) {
      aie.trace.mode "Event-Time"
      aie.trace.packet id = 1 type = core
      aie.trace.combo_event<0> <"LOCK_STALL"> AND_NOT <"INSTR_VECTOR">
      aie.trace.combo_event<1> <CoreEventAIE2::INSTR_EVENT_0> OR <CoreEventAIE2::INSTR_VECTOR>
      aie.trace.combo_event<2> <"COMBO_EVENT_0"> OR_NOT <"COMBO_EVENT_1">
      aie.trace.edge_event<0> event = <"LOCK_STALL"> trigger = BOTH
      aie.trace.edge_event<1> event = <"INSTR_EVENT_1"> trigger = RISING
      aie.trace.event <"COMBO_EVENT_2">
      aie.trace.event <"EDGE_DETECTION_EVENT_0">
      aie.trace.start broadcast = 15
      aie.trace.stop broadcast = 14
    }
    aie.trace @mt(%m) {
      aie.trace.packet id = 2 type = memtile
      aie.trace.edge_event<0> event = <MemTileEventAIE2::DMA_MM2S_SEL0_FINISHED_BD> trigger = FALLING
      aie.trace.event <"EDGE_DETECTION_EVENT_0">
      aie.trace.start broadcast = 15
    }
    aie.runtime_sequence(%a: memref<16xi32>) {
      aie.trace.start_config @core
      aie.trace.start_config @mt
    }
  }
}
