// A device without cascade flows is left as it is; so is a legacy
// (module-level) design: mlir-aie runs the pass on aie.device ops only.
// RUN: aiec --split-input-file --aie-lower-cascade-flows %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK-NOT: configure_cascade
aie.device(npu1) {
  %t = aie.tile(1, 2)
}

// -----

// CHECK: %[[A:.*]] = aie.tile(1, 3)
// CHECK: %[[B:.*]] = aie.tile(1, 2)
// CHECK: aie.cascade_flow(%[[A]], %[[B]])
// CHECK-NOT: configure_cascade
module {
  %a = aie.tile(1, 3)
  %b = aie.tile(1, 2)
  aie.cascade_flow(%a, %b)
}
