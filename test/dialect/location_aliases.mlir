// Location aliases `#name = loc(...)` are attribute alias definitions; uses
// `loc(#name)` are accepted and, like all locations, not printed.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

#loc = loc("design.py":1:1)
#loc1 = loc("design.py":2:5)
#loc2 = loc(fused[#loc, #loc1])
aie.device(npu1) {
  %t = aie.tile(1, 3) loc(#loc)
  %s = aie.switchbox(%t) {
    aie.connect<North : 0, Core : 0> loc(#loc1)
  } loc(#loc2)
} loc(#loc)

// CHECK-NOT: loc
// CHECK: module {
// CHECK-LABEL: aie.device(npu1) {
// CHECK-NEXT: %tile_1_3 = aie.tile(1, 3){{$}}
// CHECK-NEXT: %switchbox_1_3 = aie.switchbox(%tile_1_3) {
// CHECK-NEXT: aie.connect<North : 0, Core : 0>{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
