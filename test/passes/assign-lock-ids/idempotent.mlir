// A second run changes nothing: every lock already has an id.
// RUN: aiec --aie-assign-lock-ids %s > %t.once
// RUN: aiec --aie-assign-lock-ids --aie-assign-lock-ids %s > %t.twice
// RUN: aiec --aie-assign-lock-ids %t.once > %t.again
// RUN: diff %t.again %t.twice
// RUN: FileCheck %s < %t.twice

// CHECK: aie.lock(%{{.*}}, 1)
// CHECK: aie.lock(%{{.*}}, 0)
aie.device(xcve2802) {
  %t = aie.tile(3, 3)
  %a = aie.lock(%t)
  %b = aie.lock(%t, 0)
}
