// Errors of --aie-insert-trace-flows, with a help line.
// RUN: aiec --aie-syntax=2026-04 --split-input-file --verify-diagnostics --aie-insert-trace-flows %s
// RUN: not aiec --aie-syntax=2026-04 --split-input-file --aie-insert-trace-flows %s 2>&1 | FileCheck %s

// CHECK: error: aie.trace ops found but no runtime_sequence defined{{$}}
// CHECK: help: traces are started by `aie.trace.start_config` in an `aie.runtime_sequence`{{$}}
// expected-error@+1 {{aie.trace ops found but no runtime_sequence defined}}
aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  aie.trace @t(%t) {
    aie.trace.start broadcast = 15
  }
}

// -----

aie.device(npu1_1col) {
  %t = aie.tile(0, 2)
  // CHECK: error: trace is missing 'aie.trace.stop'{{$}}
  // expected-error@+1 {{trace is missing 'aie.trace.stop'}}
  aie.trace @t(%t) {
    aie.trace.start broadcast = 15
  }
  aie.runtime_sequence(%out: memref<16xi32>) {
    aie.trace.host_config buffer_size = 64
  }
}

// -----

aie.device(npu1_1col) {
  %t2 = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  aie.trace @a(%t2) {
    // expected-note@+1 {{previous use of packet id 7}}
    aie.trace.packet id = 7 type = core
    aie.trace.start broadcast = 15
    aie.trace.stop broadcast = 14
  }
  aie.trace @b(%t3) {
    // CHECK: error: trace packet id 7 is already used by another trace; explicit packet ids must be unique across the device{{$}}
    // expected-error@+1 {{trace packet id 7 is already used by another trace; explicit packet ids must be unique across the device}}
    aie.trace.packet id = 7 type = core
    aie.trace.start broadcast = 15
    aie.trace.stop broadcast = 14
  }
  aie.runtime_sequence(%out: memref<16xi32>) {
    aie.trace.host_config buffer_size = 64
  }
}

// -----

// CHECK: error: no S2MM channels available on shim tile at column 0 (both channels in use by existing flows); enable lateral-routing to redirect to a spare column{{$}}
// expected-error@+1 {{no S2MM channels available on shim tile at column 0}}
aie.device(npu1_1col) {
  %t0 = aie.tile(0, 0)
  %t2 = aie.tile(0, 2)
  aie.flow(%t2, DMA : 0, %t0, DMA : 0)
  aie.shim_dma_allocation @out(%t0, S2MM, 1)
  aie.trace @a(%t2) {
    aie.trace.start broadcast = 15
    aie.trace.stop broadcast = 14
  }
  aie.runtime_sequence(%out: memref<16xi32>) {
    aie.trace.host_config buffer_size = 64
  }
}

// -----

aie.device(npu1_1col) {
  %t2 = aie.tile(0, 2)
  aie.trace @a(%t2) {
    aie.trace.start broadcast = 15
    aie.trace.stop broadcast = 14
  }
  aie.runtime_sequence() {
    // CHECK: error: 'aie.trace.host_config' op arg_idx = -1 needs a runtime sequence whose last argument is a static memref{{$}}
    // expected-error@+1 {{'aie.trace.host_config' op arg_idx = -1 needs a runtime sequence whose last argument is a static memref}}
    aie.trace.host_config buffer_size = 64 arg_idx = -1
  }
}
