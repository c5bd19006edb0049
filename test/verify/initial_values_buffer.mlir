// A buffer's initial value must be an elements attribute (aie-passes.md §3.2).
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{initial value should be an elements attribute}}
  %b = aie.buffer(%t) : memref<4xi32> = 5
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{initial value should be an elements attribute}}
  %b = aie.buffer(%t) : memref<4xi32> = "zeros"
}
