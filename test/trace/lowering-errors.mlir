// Errors of --aie-trace-to-config, --aie-trace-pack-reg-writes and
// --aie-inline-trace-config, at the op at fault, with a help line.
// RUN: aiec --split-input-file --verify-diagnostics --aie-trace-to-config --aie-trace-pack-reg-writes --aie-inline-trace-config %s
// RUN: not aiec --split-input-file --aie-trace-to-config --aie-trace-pack-reg-writes --aie-inline-trace-config %s 2>&1 | FileCheck %s

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @no_id(%t) {
    // CHECK: {{^}}{{.*}}lowering-errors.mlir:[[@LINE+3]]:5: error: trace packet has no id{{$}}
    // CHECK: help: give `id = <1 to 31>`, or run --aie-insert-trace-flows first, which assigns one{{$}}
    // expected-error@+1 {{trace packet has no id}}
    aie.trace.packet type = core
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @bad_event(%t) {
    // CHECK: error: unknown trace event 'DMA_S2MM_0_START_TASK'{{$}}
    // CHECK: help: the core module has no event of that name
    // expected-error@+1 {{unknown trace event 'DMA_S2MM_0_START_TASK'}}
    aie.trace.event<"DMA_S2MM_0_START_TASK">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @bad_start(%t) {
    // expected-error@+1 {{unknown trace event 'NOPE'}}
    aie.trace.start event = <"NOPE">
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace.config @c(%t) packet_type = mem {
    // CHECK: error: Register not found in database: Stream_Switch_Event_Port_Selection_0{{$}}
    // CHECK: help: the memory module has Trace_Control0, Trace_Control1,
    // expected-error@+1 {{Register not found in database: Stream_Switch_Event_Port_Selection_0}}
    aie.trace.reg register = "Stream_Switch_Event_Port_Selection_0" field = "Port_0_ID" value = "DMA:0"
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace.config @c(%t) {
    // CHECK: error: Field not found in register: Start in Trace_Control0{{$}}
    // CHECK: help: Trace_Control0 has Mode, Trace_Start_Event, Trace_Stop_Event{{$}}
    // expected-error@+1 {{Field not found in register: Start in Trace_Control0}}
    aie.trace.reg register = "Trace_Control0" field = "Start" value = 1
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace.config @c(%t) {
    // CHECK: error: value 32 does not fit field ID of Trace_Control1{{$}}
    // CHECK: help: ID is 5 bits wide{{$}}
    // expected-error@+1 {{value 32 does not fit field ID of Trace_Control1}}
    aie.trace.reg register = "Trace_Control1" field = "ID" value = 32
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace.config @c(%t) {
    aie.trace.reg register = "Trace_Control1" field = "ID" value = 3
    // CHECK: error: Overlapping masks for register Trace_Control1: mask1=31 mask2=31{{$}}
    // expected-error@+1 {{Overlapping masks for register Trace_Control1: mask1=31 mask2=31}}
    aie.trace.reg register = "Trace_Control1" field = "ID" value = 4
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace.config @c(%t) {
    aie.trace.reg register = "Stream_Switch_Event_Port_Selection_0" field = "Port_0_Master_Slave" value = 1
    // CHECK: error: Failed to resolve port value: North:6{{$}}
    // CHECK: help: a core tile has no master port North:6{{$}}
    // expected-error@+1 {{Failed to resolve port value: North:6}}
    aie.trace.reg register = "Stream_Switch_Event_Port_Selection_0" field = "Port_0_ID" value = "North:6"
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace.config @c(%t) {
    // CHECK: error: Expected integer values for packed register writes{{$}}
    // expected-error@+1 {{Expected integer values for packed register writes}}
    aie.trace.reg register = "Trace_Control1" value = "TRUE" mask = 31
  }
}
