// Malformed #aie.trace_buffer and #aie.trace_slice: located errors with a
// help line.
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

// CHECK: trace-buffer-errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: duplicate `offset`
// CHECK: help: give each field once
aie.device(npu1_1col) {
  aie.runtime_sequence @s(%arg0: memref<64xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 0, offset = 0, offset = 4, size = 8, dedicated = true>} {
  }
}

// -----

// CHECK: trace-buffer-errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: expected `arg_index`, `offset`, `size` and `dedicated`
// CHECK: help: write #aie.trace_buffer<arg_index = 1, offset = 0, size = 8192, dedicated = true>
aie.device(npu1_1col) {
  aie.runtime_sequence @s(%arg0: memref<64xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 0, size = 8, dedicated = true>} {
  }
}

// -----

// CHECK: trace-buffer-errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: expected `true` or `false`
// CHECK: help: write #aie.trace_buffer
aie.device(npu1_1col) {
  aie.runtime_sequence @s(%arg0: memref<64xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 0, offset = 0, size = 8, dedicated = 1>} {
  }
}

// -----

// CHECK: trace-buffer-errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: unknown field `device`
// CHECK: help: the fields are arg_index, offset, size, dedicated
aie.device(npu1_1col) {
  aie.runtime_sequence @s(%arg0: memref<64xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 0, offset = 0, size = 8, dedicated = true, device = "x">} {
  }
}

// -----

// CHECK: trace-buffer-errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: expected a string
// CHECK: help: write #aie.trace_slice<device = "dev", sequence = "seq", offset = 0, size = 8192>
aie.device(npu1_1col) {
  aie.runtime_sequence @s(%arg0: memref<64xi8>) attributes {trace_slices = [#aie.trace_slice<device = 3, sequence = "s", offset = 0, size = 8>]} {
  }
}

// -----

// CHECK: trace-buffer-errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: -1 is out of range here (a non-negative integer is expected)
// CHECK: help: argument indices, offsets and sizes count up from 0
aie.device(npu1_1col) {
  aie.runtime_sequence @s(%arg0: memref<64xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 0, offset = -1, size = 8, dedicated = true>} {
  }
}
