// Objectfifo initial values written after the type: one elements attribute per
// object (aie-passes.md §3.10).
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  // expected-error@+1 {{initial values should initialize all objects}}
  aie.objectfifo @of (%a, {%b}, 2 : i32) : !aie.objectfifo<memref<4xi32>> = [dense<0> : memref<4xi32>]
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  // expected-error@+1 {{initial value should be an elements attribute}}
  aie.objectfifo @of (%a, {%b}, 2 : i32) : !aie.objectfifo<memref<4xi32>> = [5, 6]
}
