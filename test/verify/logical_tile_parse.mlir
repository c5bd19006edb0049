// An unknown logical tile type is reported in mlir-aie's words (aie-passes.md §3.1).
// RUN: not aiec %s 2>&1 | FileCheck %s

aie.device(npu1) {
  // CHECK: error: unknown logical tile type: FooTile
  %t = aie.logical_tile<FooTile>(?, ?)
}
