// aiex.buffer_clear: whole words inside the data memory of a core or mem
// tile, from a runtime sequence of an AIE2 device.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s
// CHECK: help: tile (0, 0) is a shim NOC tile
// CHECK: help: the length counts 32-bit words to clear
// CHECK: help: the clear writes whole words: start at 4 or 8
// CHECK: help: at address 65532 at most 1 words fit

aie.device(npu2) {
  %shim = aie.tile(0, 0)
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.buffer_clear' op tile (0, 0) has no local data memory to clear (only core and mem tiles do)}}
    aiex.buffer_clear(%shim, 0, 4)
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.buffer_clear' op length must be nonzero}}
    aiex.buffer_clear(%t, 0, 0)
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.buffer_clear' op address 6 is not 4-byte (word) aligned}}
    aiex.buffer_clear(%t, 6, 1)
  }
}

// -----

// The last word plus two: 4 bytes past a core tile's 64 KiB.
aie.device(npu2) {
  %t = aie.tile(0, 2)
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.buffer_clear' op region [65532, 65540) exceeds tile (0, 2)'s local data memory size (65536 bytes)}}
    aiex.buffer_clear(%t, 65532, 2)
  }
}

// -----

aie.device(npu1) {
  %m = aie.tile(1, 1)
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.buffer_clear' op region [524280, 524296) exceeds tile (1, 1)'s local data memory size (524288 bytes)}}
    aiex.buffer_clear(%m, 524280, 4)
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(0, 3)
  aie.runtime_sequence() {
    // expected-error@+1 {{'aiex.buffer_clear' op aiex.buffer_clear is not supported on AIE1.}}
    aiex.buffer_clear(%t, 0, 4)
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(0, 2)
  // expected-error@+1 {{'aiex.buffer_clear' op expects parent op 'aie.runtime_sequence'}}
  aiex.buffer_clear(%t, 0, 4)
}
