// Locks without an id take the lowest id their tile has free, in walk order;
// given ids are kept and skipped; each tile counts on its own (aie-passes.md §7).
// RUN: aiec --aie-assign-lock-ids %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// CHECK: %[[T12:.*]] = aie.tile(1, 2)
// CHECK: %[[T22:.*]] = aie.tile(2, 2)
// CHECK: aie.lock(%[[T12]], 1)
// CHECK: aie.lock(%[[T12]], 0)
// CHECK: aie.lock(%[[T22]], 0)
// CHECK: aie.lock(%[[T12]], 3)
// CHECK: aie.lock(%[[T12]], 2)
// CHECK: aie.lock(%[[T22]], 1) {init = 1 : i32, sym_name = "named"}
// CHECK: aie.lock(%[[T12]], 4)
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t22 = aie.tile(2, 2)
  %a = aie.lock(%t12)
  %b = aie.lock(%t12, 0)
  %c = aie.lock(%t22)
  %d = aie.lock(%t12)
  %e = aie.lock(%t12, 2)
  %f = aie.lock(%t22) {init = 1 : i32, sym_name = "named"}
  %g = aie.lock(%t12)
}
