// --aie-inline-trace-config needs the aie.trace.config a start_config names:
// an aie.trace must go through --aie-trace-to-config first.
// RUN: aiec --verify-diagnostics --aie-inline-trace-config %s
// RUN: not aiec --aie-inline-trace-config %s 2>&1 | FileCheck %s

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @t(%t) {
    aie.trace.packet id = 1 type = core
  }
  aie.runtime_sequence() {
    // CHECK: error: trace config symbol 't' not found{{$}}
    // CHECK: help: run --aie-trace-to-config first: it turns each `aie.trace @t` into `aie.trace.config @t_config`{{$}}
    // expected-error@+1 {{trace config symbol 't' not found}}
    aie.trace.start_config @t
  }
}
