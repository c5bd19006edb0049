// The shim BD of --aie-insert-trace-flows (`default-bd-id`) is one of the
// shim's BDs: -1 overflowed the BD's register address (a panic; in a
// release build, a write to a wrong address). An error at the trace's
// host_config, with the shim's BDs in the help line.
// RUN: not aiec --aie-syntax=2026-04 --aie-insert-trace-flows="default-bd-id=-1" %s 2>&1 | FileCheck %s
// RUN: not aiec --aie-syntax=2026-04 --aie-insert-trace-flows="default-bd-id=16" %s 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: aiec --aie-syntax=2026-04 --aie-insert-trace-flows="default-bd-id=0" %s | FileCheck %s --check-prefix=FIRST
// CHECK: error: pass option 'default-bd-id' is -1, not a shim BD
// CHECK: help: a shim has BDs 0 to 15: --aie-insert-trace-flows="default-bd-id=<id>"
// PAST: error: pass option 'default-bd-id' is 16, not a shim BD
// FIRST: aiex.npu.writebd {bd_id = 0 : i32

aie.device(npu1_1col) {
  %shim = aie.tile(0, 0)
  %core = aie.tile(0, 2)
  aie.trace @core_trace(%core) {
    aie.trace.packet id=5 type=core
    aie.trace.event<"INSTR_EVENT_0">
    aie.trace.start broadcast=15
    aie.trace.stop broadcast=14
  }
  aie.runtime_sequence(%arg0: memref<16xi32>) {
    aie.trace.host_config buffer_size = 8192
    aie.trace.start_config @core_trace
  }
}
