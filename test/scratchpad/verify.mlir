// The scratchpad's limits and where a parameter is read, with mlir-aie's
// messages: usage type 0, a size of 4 to 128 bytes in whole words, one
// scratchpad per runtime sequence, a state-table word below 32 and inside
// the scratchpad of its block, a read in a core of a declared parameter,
// not as f32.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu2) {
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-error@+1 {{'aiex.npu.create_scratchpad' op usage_type must be 0 (got 1); other layouts are not supported.}}
    aiex.npu.create_scratchpad {size = 8 : ui32, usage_type = 1 : ui8}
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-error@+1 {{'aiex.npu.create_scratchpad' op size must be greater than 0.}}
    aiex.npu.create_scratchpad {size = 0 : ui32}
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-error@+1 {{'aiex.npu.create_scratchpad' op size (6) must be a multiple of 4 bytes.}}
    aiex.npu.create_scratchpad {size = 6 : ui32}
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-error@+1 {{'aiex.npu.create_scratchpad' op size (132 bytes) exceeds maximum scratchpad size of 128 bytes.}}
    aiex.npu.create_scratchpad {size = 132 : ui32}
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-note@+1 {{previous 'aiex.npu.create_scratchpad' here}}
    aiex.npu.create_scratchpad {size = 8 : ui32}
    // expected-error@+1 {{'aiex.npu.create_scratchpad' op only one 'aiex.npu.create_scratchpad' is allowed per runtime sequence}}
    aiex.npu.create_scratchpad {size = 8 : ui32}
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-error@+1 {{'aiex.npu.update_from_scratchpad' op state_table_idx 32 exceeds maximum StateTable index (31).}}
    aiex.npu.update_from_scratchpad {address = 0 : ui32, state_table_idx = 32 : ui8}
  }
}

// -----

aie.device(npu2) {
  aie.runtime_sequence(%a: memref<8xi32>) {
    aiex.npu.create_scratchpad {size = 8 : ui32}
    // expected-error@+1 {{'aiex.npu.update_from_scratchpad' op state_table_idx 2 is out of bounds for scratchpad of size 8 bytes (2 entries) created by aiex.npu.create_scratchpad.}}
    aiex.npu.update_from_scratchpad {address = 0 : ui32, state_table_idx = 2 : ui8}
  }
}

// -----

aiex.scratchpad_parameter @p : i32
aie.device(npu2) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<2xi32>
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-error@+1 {{'aiex.read_scratchpad_parameter' op must be inside an aie.core}}
    %v = aiex.read_scratchpad_parameter @p : i32
  }
}

// -----

aiex.scratchpad_parameter @p : i32
aie.device(npu2) {
  %t = aie.tile(0, 2)
  aie.core(%t) {
    // expected-error@+1 {{'aiex.read_scratchpad_parameter' op references unknown parameter 'q' (aiex.scratchpad_parameter ops are declared at module scope)}}
    %v = aiex.read_scratchpad_parameter @q : i32
    aie.end
  }
}

// -----

aiex.scratchpad_parameter @p : f32
aie.device(npu2) {
  %t = aie.tile(0, 2)
  aie.core(%t) {
    // expected-error@+1 {{'aiex.read_scratchpad_parameter' op f32 parameters are not supported}}
    %v = aiex.read_scratchpad_parameter @p : f32
    aie.end
  }
}
