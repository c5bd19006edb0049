// aie-sim --decode-trace: a trace buffer of one packet of the core of
// (0, 2) (Start, INSTR_EVENT_0 after 4 idle cycles, INSTR_EVENT_1 after 20
// more, filler), decoded against this design's Trace_Event0 write (slots
// INSTR_EVENT_0, INSTR_EVENT_1, INSTR_VECTOR, INSTR_LOCK_ACQUIRE_REQ) into
// Chrome trace events, as mlir-aie's parse_trace decodes it.
// RUN: aie-sim %s --decode-trace %S/Inputs/trace/core-events.txt | FileCheck %s
// The design ran two columns to the right: found, or given; the tile is
// named where it ran.
// RUN: sed -e 's/80020001/00420001/' %S/Inputs/trace/core-events.txt > %t.shifted.txt
// RUN: aie-sim %s --decode-trace %t.shifted.txt | FileCheck %s --check-prefix=SHIFTED
// RUN: aie-sim %s --decode-trace %t.shifted.txt --trace-colshift=-2 | FileCheck %s --check-prefix=SHIFTED
// RUN: aie-sim %s --decode-trace %t.shifted.txt --trace-colshift=0 2>&1 | FileCheck %s --check-prefix=UNTRACED
// RUN: echo 'f000000g' > %t.bad.txt
// RUN: not aie-sim %s --decode-trace %t.bad.txt 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK: [{"name":"process_name","ph":"M","pid":0,"args":{"name":"core_trace for tile2,0"}},
// CHECK-SAME: {"name":"thread_name","ph":"M","pid":0,"tid":0,"args":{"name":"INSTR_EVENT_0"}},
// CHECK-SAME: {"name":"thread_name","ph":"M","pid":0,"tid":3,"args":{"name":"INSTR_LOCK_ACQUIRE_REQ"}},
// CHECK-SAME: {"name":"thread_name","ph":"M","pid":0,"tid":7,"args":{"name":"NONE"}},
// CHECK-SAME: {"name":"INSTR_EVENT_0","ts":5,"ph":"B","pid":0,"tid":0,"args":{}},
// CHECK-SAME: {"name":"INSTR_EVENT_0","ts":6,"ph":"E","pid":0,"tid":0,"args":{}},
// CHECK-SAME: {"name":"INSTR_EVENT_1","ts":26,"ph":"B","pid":0,"tid":1,"args":{}}]

// SHIFTED: "core_trace for tile2,2"
// SHIFTED-SAME: {"name":"INSTR_EVENT_1","ts":26,"ph":"B","pid":0,"tid":1,"args":{}}]

// UNTRACED: warning: trace packets of tile (2, 2) (packet type 0), which the design does not trace, are left out
// UNTRACED: "name":"thread_name"
// UNTRACED-NOT: "ph":"B"

// BAD: error: '{{.*}}bad.txt': line 1: 'f000000g' is not a 32-bit hexadecimal word

module {
  aie.device(npu2) {
    aie.runtime_sequence(%a: memref<8xi32>) {
      aiex.npu.write32 {address = 213216 : ui32, column = 0 : i32, row = 2 : i32, value = 740631073 : ui32}
    }
  }
}
