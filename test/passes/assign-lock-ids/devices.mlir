// Each device is numbered on its own; the legacy form (ops directly in the
// module) is an xcvc1902 with 16 locks per tile.
// RUN: aiec --aie-assign-lock-ids --split-input-file %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1) @a
// CHECK: aie.lock(%{{.*}}, 0)
// CHECK: aie.lock(%{{.*}}, 1)
// CHECK-LABEL: aie.device(npu2) @b
// CHECK: aie.lock(%{{.*}}, 0)
aie.device(npu1) @a {
  %t = aie.tile(1, 2)
  %l0 = aie.lock(%t)
  %l1 = aie.lock(%t)
}
aie.device(npu2) @b {
  %t = aie.tile(1, 2)
  %l0 = aie.lock(%t)
}

// -----

// CHECK: %[[T:.*]] = aie.tile(3, 3)
// CHECK: aie.lock(%[[T]], 15)
// CHECK: aie.lock(%[[T]], 0)
// CHECK: aie.lock(%[[T]], 1)
module {
  %t = aie.tile(3, 3)
  %l15 = aie.lock(%t, 15)
  %l0 = aie.lock(%t)
  %l1 = aie.lock(%t)
}
