// A location alias no definition names is an error at its use.
// RUN: not aiec %s 2>&1 | FileCheck %s

module {
  aie.device(npu1) {
    // CHECK: [[@LINE+1]]:29: error: undefined location alias '#nowhere'
    %t = aie.tile(0, 2) loc(#nowhere)
    // CHECK: help: define it at the top level of the file: `#nowhere = loc(...)`
  }
}
