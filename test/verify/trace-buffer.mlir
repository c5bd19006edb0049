// The rules of a runtime sequence's #aie.trace_buffer and of an address
// patch's host buffer.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1_1col) {
  // expected-error@+1 {{'aie.runtime_sequence' op trace_buffer names argument 2, but the sequence has 2 argument(s)}}
  aie.runtime_sequence @s(%arg0: memref<8xi32>, %arg1: memref<64xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 2, offset = 0, size = 64, dedicated = true>} {
  }
}

// -----

aie.device(npu1_1col) {
  // expected-error@+1 {{'aie.runtime_sequence' op trace_buffer names argument 1 of type i32, not a memref}}
  aie.runtime_sequence @s(%arg0: memref<8xi32>, %n: i32) attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0, size = 8, dedicated = true>} {
  }
}

// -----

aie.device(npu1_1col) {
  // expected-error@+1 {{'aie.runtime_sequence' op trace_buffer has size 0}}
  aie.runtime_sequence @s(%arg0: memref<64xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 0, offset = 0, size = 0, dedicated = true>} {
  }
}

// -----

aie.device(npu1_1col) {
  // expected-error@+1 {{'aie.runtime_sequence' op dedicated trace_buffer bytes 16..80 do not fit argument 0 (64 bytes of memref<64xi8>)}}
  aie.runtime_sequence @s(%arg0: memref<64xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 0, offset = 16, size = 64, dedicated = true>} {
  }
}

// -----

// A reused output buffer: the trace goes past the argument's data.
aie.device(npu1_1col) {
  aie.runtime_sequence @s(%arg0: memref<32xi32>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 0, offset = 128, size = 2048, dedicated = false>} {
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence @s(%arg0: memref<8xi32>) {
    %c0 = arith.constant 0 : i32
    // expected-error@+1 {{'aiex.npu.address_patch' op names its host buffer twice: by 'arg_idx' and by a buffer operand}}
    aiex.npu.address_patch(%c0 : i32) buffer %arg0 : memref<8xi32> {addr = 119268 : ui32, arg_idx = 0 : i32}
  }
}

// -----

aie.device(npu1_1col) {
  aie.runtime_sequence @s(%arg0: memref<8xi32>) {
    %c0 = arith.constant 0 : i32
    // expected-error@+1 {{'aiex.npu.address_patch' op requires attribute 'arg_idx'}}
    aiex.npu.address_patch(%c0 : i32) {addr = 119268 : ui32}
  }
}
