// The verifiers of the trace ops and of aiex.broadcast_packet: mlir-aie's
// messages (AIETraceOps.cpp), with a help line.
// RUN: aiec --aie-syntax=2026-04 --split-input-file --verify-diagnostics %s
// RUN: not aiec --aie-syntax=2026-04 --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  // CHECK: {{^}}{{.*}}trace-verify.mlir:[[@LINE+4]]:3: error: 'aie.trace' op trace unit supports maximum 8 events, got 9{{$}}
  // CHECK-NEXT: {{^}}  aie.trace @too_many(%t) {
  // CHECK: {{^}}  help: split the events over two traces
  // expected-error@+1 {{'aie.trace' op trace unit supports maximum 8 events, got 9}}
  aie.trace @too_many(%t) {
    aie.trace.event<"INSTR_EVENT_0">
    aie.trace.event<"INSTR_EVENT_1">
    aie.trace.event<"INSTR_VECTOR">
    aie.trace.event<"LOCK_STALL">
    aie.trace.event<"MEMORY_STALL">
    aie.trace.event<"STREAM_STALL">
    aie.trace.event<"ACTIVE">
    aie.trace.event<"DISABLED">
    aie.trace.event<"TRUE">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @start(%t) {
    // CHECK: error: 'aie.trace.start' op must specify either broadcast or event{{$}}
    // expected-error@+1 {{'aie.trace.start' op must specify either broadcast or event}}
    aie.trace.start
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @stop(%t) {
    // CHECK: error: 'aie.trace.stop' op cannot specify both broadcast and event{{$}}
    // expected-error@+1 {{'aie.trace.stop' op cannot specify both broadcast and event}}
    aie.trace.stop broadcast = 14 event = <"TRUE">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @broadcast(%t) {
    // CHECK: error: 'aie.trace.start' op broadcast channel 16 does not exist{{$}}
    // CHECK: help: broadcast channels are 0 to 15{{$}}
    // expected-error@+1 {{'aie.trace.start' op broadcast channel 16 does not exist}}
    aie.trace.start broadcast = 16
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @bad_slot(%t) {
    // CHECK: error: 'aie.trace.port' op attribute 'slot' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 7{{$}}
    // expected-error@+1 {{'aie.trace.port' op attribute 'slot' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 7}}
    aie.trace.port<8> port = North channel = 1 direction = S2MM
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @duplicate_slot(%t) {
    aie.trace.port<0> port = North channel = 1 direction = S2MM
    // CHECK: error: 'aie.trace.port' op duplicate port slot 0 in trace duplicate_slot{{$}}
    // expected-error@+1 {{'aie.trace.port' op duplicate port slot 0 in trace duplicate_slot}}
    aie.trace.port<0> port = DMA channel = 0 direction = MM2S
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @negative_channel(%t) {
    // CHECK: error: 'aie.trace.port' op invalid stream switch port configuration for tile (0, 2){{$}}
    // CHECK: help: a core tile has no master (S2MM) port North:-1{{$}}
    // expected-error@+1 {{'aie.trace.port' op invalid stream switch port configuration for tile (0, 2)}}
    aie.trace.port<0> port = North channel = -1 direction = S2MM
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 1)
  aie.trace @memtile_trace_port(%t) {
    // A mem tile's DMA has 6 MM2S channels (slave ports DMA 0..5).
    // expected-error@+1 {{'aie.trace.port' op invalid stream switch port configuration for tile (0, 1)}}
    aie.trace.port<0> port = DMA channel = 6 direction = MM2S
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @packet(%t) {
    // CHECK: error: 'aie.trace.packet' op attribute 'id' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 1 whose maximum value is 31{{$}}
    // expected-error@+1 {{'aie.trace.packet' op attribute 'id' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 1 whose maximum value is 31}}
    aie.trace.packet id = 32 type = core
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @wrong_tile(%t) {
    // CHECK: error: 'aie.trace.event' op event 'MemTileEventAIE2::PORT_RUNNING_0' is not valid for core tile (AIE2) at (0, 2){{$}}
    // CHECK: help: name the event by a string or one of `CoreEventAIE2`, `MemEventAIE2`{{$}}
    // expected-error@+1 {{'aie.trace.event' op event 'MemTileEventAIE2::PORT_RUNNING_0' is not valid for core tile (AIE2) at (0, 2)}}
    aie.trace.event<MemTileEventAIE2::PORT_RUNNING_0>
  }
}

// -----

aie.device(npu2_1col) {
  %t = aie.tile(0, 0)
  aie.trace @wrong_arch(%t) {
    // expected-error@+1 {{'aie.trace.event' op event 'ShimTileEventAIE2::USER_EVENT_0' is not valid for shim tile (AIE2p) at (0, 0)}}
    aie.trace.event<ShimTileEventAIE2::USER_EVENT_0>
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @unknown_case(%t) {
    // CHECK: error: 'aie.trace.stop' op unknown CoreEventAIE2 value: NO_SUCH_EVENT{{$}}
    // expected-error@+1 {{'aie.trace.stop' op unknown CoreEventAIE2 value: NO_SUCH_EVENT}}
    aie.trace.stop event = <CoreEventAIE2::NO_SUCH_EVENT>
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @empty(%t) {
    // expected-error@+1 {{'aie.trace.event' op event name cannot be empty}}
    aie.trace.event<"">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  // CHECK: error: 'aie.trace.event' op expects parent op 'aie.trace'{{$}}
  // expected-error@+1 {{'aie.trace.event' op expects parent op 'aie.trace'}}
  aie.trace.event<"TRUE">
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.runtime_sequence() {
    // CHECK: error: 'aie.trace.host_config' op buffer_size must be positive{{$}}
    // expected-error@+1 {{'aie.trace.host_config' op buffer_size must be positive}}
    aie.trace.host_config buffer_size = 0
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  // expected-note@+1 {{'@buf' is defined here as 'aie.buffer'}}
  %b = aie.buffer(%t) {sym_name = "buf"} : memref<4xi32>
  aie.runtime_sequence() {
    // CHECK: error: 'aie.trace.start_config' op attribute 'trace_config' references '@buf', which is not a 'aie.trace' or 'aie.trace.config' in scope{{$}}
    // expected-error@+1 {{'aie.trace.start_config' op attribute 'trace_config' references '@buf', which is not a 'aie.trace' or 'aie.trace.config' in scope}}
    aie.trace.start_config @buf
  }
}

// -----

aie.device(npu1_1col) {
  %t = arith.constant 0 : index
  // CHECK: error: 'aie.trace' op tile operand must be a TileOp or LogicalTileOp{{$}}
  // expected-error@+1 {{'aie.trace' op tile operand must be a TileOp or LogicalTileOp}}
  aie.trace @not_a_tile(%t) {
  }
}

// -----

// A logical tile is traced by its declared type; its open coordinates are '?'.
aie.device(npu1_1col) {
  %t = aie.logical_tile<CoreTile>(0, ?)
  aie.trace @logical(%t) {
    // CHECK: error: 'aie.trace.event' op event 'MemTileEventAIE2::PORT_RUNNING_0' is not valid for core tile (AIE2) at (0, ?){{$}}
    // expected-error@+1 {{'aie.trace.event' op event 'MemTileEventAIE2::PORT_RUNNING_0' is not valid for core tile (AIE2) at (0, ?)}}
    aie.trace.event<MemTileEventAIE2::PORT_RUNNING_0>
  }
}

// -----

aie.device(xcvc1902) {
  %t72 = aie.tile(7, 2)
  // CHECK: error: 'aiex.broadcast_packet' op must have at least one aiex.bp_id{{$}}
  // expected-error@+1 {{'aiex.broadcast_packet' op must have at least one aiex.bp_id}}
  aiex.broadcast_packet(%t72, DMA : 0) {
  }
}

// -----

aie.device(xcvc1902) {
  %t72 = aie.tile(7, 2)
  aiex.broadcast_packet(%t72, DMA : 0) {
    // CHECK: error: 'aiex.bp_id' op must have at least one aiex.bp_dest{{$}}
    // expected-error@+1 {{'aiex.bp_id' op must have at least one aiex.bp_dest}}
    aiex.bp_id(3) {
    }
  }
}

// -----

aie.device(xcvc1902) {
  %t72 = aie.tile(7, 2)
  aiex.broadcast_packet(%t72, DMA : 0) {
    aiex.bp_id(3) {
      // CHECK: error: 'aie.packet_dest' op cannot be contained in a BPID op{{$}}
      // CHECK: help: a broadcast packet id holds `aiex.bp_dest` ops{{$}}
      // expected-error@+1 {{'aie.packet_dest' op cannot be contained in a BPID op}}
      aie.packet_dest<%t72, DMA : 0>
    }
  }
}

// -----

aie.device(xcvc1902) {
  %t72 = aie.tile(7, 2)
  // CHECK: error: 'aiex.bp_dest' op expects parent op 'aiex.bp_id'{{$}}
  // expected-error@+1 {{'aiex.bp_dest' op expects parent op 'aiex.bp_id'}}
  aiex.bp_dest<%t72, DMA : 0>
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @combo_slot(%t) {
    // CHECK: error: 'aie.trace.combo_event' op combo event slot must be 0, 1, or 2, got 3{{$}}
    // CHECK: help: combos 0 and 1 combine two events
    // expected-error@+1 {{'aie.trace.combo_event' op combo event slot must be 0, 1, or 2, got 3}}
    aie.trace.combo_event<3> <"LOCK_STALL"> AND <"INSTR_VECTOR">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @combo0(%t) {
    // CHECK: error: 'aie.trace.combo_event' op combo slot 0 should use regular events, not COMBO_EVENT_* (uses eventA/B){{$}}
    // expected-error@+1 {{'aie.trace.combo_event' op combo slot 0 should use regular events, not COMBO_EVENT_* (uses eventA/B)}}
    aie.trace.combo_event<0> <"LOCK_STALL"> AND <"COMBO_EVENT_1">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @combo1(%t) {
    // CHECK: error: 'aie.trace.combo_event' op combo slot 1 should use regular events, not COMBO_EVENT_* (uses eventC/D){{$}}
    // expected-error@+1 {{'aie.trace.combo_event' op combo slot 1 should use regular events, not COMBO_EVENT_* (uses eventC/D)}}
    aie.trace.combo_event<1> <CoreEventAIE2::COMBO_EVENT_0> OR <"LOCK_STALL">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @combo2a(%t) {
    // CHECK: error: 'aie.trace.combo_event' op combo slot 2 first event must be COMBO_EVENT_0 (hierarchical), got LOCK_STALL{{$}}
    // expected-error@+1 {{'aie.trace.combo_event' op combo slot 2 first event must be COMBO_EVENT_0 (hierarchical), got LOCK_STALL}}
    aie.trace.combo_event<2> <"LOCK_STALL"> AND <"COMBO_EVENT_1">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @combo2b(%t) {
    // CHECK: error: 'aie.trace.combo_event' op combo slot 2 second event must be COMBO_EVENT_1 (hierarchical), got COMBO_EVENT_2{{$}}
    // expected-error@+1 {{'aie.trace.combo_event' op combo slot 2 second event must be COMBO_EVENT_1 (hierarchical), got COMBO_EVENT_2}}
    aie.trace.combo_event<2> <"COMBO_EVENT_0"> AND <"COMBO_EVENT_2">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @combo_tile(%t) {
    // CHECK: error: 'aie.trace.combo_event' op eventB is not valid for this tile type{{$}}
    // expected-error@+1 {{'aie.trace.combo_event' op eventB is not valid for this tile type}}
    aie.trace.combo_event<0> <"LOCK_STALL"> AND <MemTileEventAIE2::PORT_RUNNING_0>
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @edge_slot(%t) {
    // CHECK: error: 'aie.trace.edge_event' op edge detection slot must be 0 or 1, got 2{{$}}
    // expected-error@+1 {{'aie.trace.edge_event' op edge detection slot must be 0 or 1, got 2}}
    aie.trace.edge_event<2> event = <"LOCK_STALL"> trigger = RISING
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @edge_of_edge(%t) {
    // CHECK: error: 'aie.trace.edge_event' op edge detection source should be a regular event, not another EDGE_DETECTION_EVENT{{$}}
    // expected-error@+1 {{'aie.trace.edge_event' op edge detection source should be a regular event, not another EDGE_DETECTION_EVENT}}
    aie.trace.edge_event<0> event = <"EDGE_DETECTION_EVENT_1"> trigger = RISING
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @edge_of_combo(%t) {
    // CHECK: error: 'aie.trace.edge_event' op edge detection source should be a regular event, not a COMBO_EVENT (combo events can be used but may have unexpected behavior){{$}}
    // expected-error@+1 {{'aie.trace.edge_event' op edge detection source should be a regular event, not a COMBO_EVENT}}
    aie.trace.edge_event<1> event = <"COMBO_EVENT_0"> trigger = FALLING
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @edge_trigger(%t) {
    // CHECK: error: expected an edge detection trigger
    // expected-error@+1 {{expected an edge detection trigger}}
    aie.trace.edge_event<1> event = <"LOCK_STALL"> trigger = UP
  }
}

// -----

aie.device(xcvc1902) {
  %t72 = aie.tile(7, 2)
  aiex.broadcast_packet(%t72, DMA : 0) {
    // CHECK: error: 'aie.packet_dest' op cannot be contained in a BroadcastPacket op{{$}}
    // CHECK: help: a broadcast packet holds `aiex.bp_id` ops{{$}}
    // expected-error@+1 {{'aie.packet_dest' op cannot be contained in a BroadcastPacket op}}
    aie.packet_dest<%t72, DMA : 0>
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @edge_tile(%t) {
    // CHECK: error: 'aie.trace.edge_event' op event is not valid for this tile type{{$}}
    // expected-error@+1 {{'aie.trace.edge_event' op event is not valid for this tile type}}
    aie.trace.edge_event<0> event = <MemTileEventAIE2::PORT_RUNNING_0> trigger = RISING
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @combo_a(%t) {
    // CHECK: error: 'aie.trace.combo_event' op eventA is not valid for this tile type{{$}}
    // expected-error@+1 {{'aie.trace.combo_event' op eventA is not valid for this tile type}}
    aie.trace.combo_event<1> <MemTileEventAIE2::PORT_RUNNING_0> AND <"LOCK_STALL">
  }
}
