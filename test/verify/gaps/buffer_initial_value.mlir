// KNOWN GAP: mlir-aie parses a buffer's initial value as any attribute and
// rejects a non-elements one with "initial value should be an elements
// attribute" (aie-passes.md §3.2); aiec's parser says "expected one of
// `dense<...>`, `dense`". Remove the XFAIL line once the text matches.
// XFAIL: *
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
