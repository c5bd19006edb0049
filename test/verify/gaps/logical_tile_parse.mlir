// KNOWN GAP: mlir-aie's parser rejects an unknown logical tile type with
// "unknown logical tile type: X" (aie-passes.md §3.1); aiec says "expected a
// tile type, got `FooTile`". Remove the XFAIL line once the text matches.
// XFAIL: *
// RUN: not aiec %s 2>&1 | FileCheck %s

aie.device(npu1) {
  // CHECK: error: unknown logical tile type: FooTile
  %t = aie.logical_tile<FooTile>(?, ?)
}
