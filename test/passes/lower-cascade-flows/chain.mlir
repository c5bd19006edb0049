// Each cascade_flow sets the input side of its destination (North from above,
// West from the left) and the output side of its source (South, East); every
// tile involved gets one configure_cascade (unset sides: North in, South
// out), placed at the end of the device in tile order (mlir-aie's order is
// unspecified); the flows are erased.
// RUN: aiec --aie-lower-cascade-flows %s | FileCheck %s
// Each configure_cascade stands at the first flow that uses its tile.
// RUN: aiec --aie-lower-cascade-flows --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC
// LOC: aie.configure_cascade({{.*}}, North, East) loc([[SECOND:#loc[0-9]+]])
// LOC-NEXT: aie.configure_cascade({{.*}}, West, South) loc([[FIRST:#loc[0-9]+]])
// LOC-NEXT: aie.configure_cascade({{.*}}, North, South) loc([[FIRST]])
// LOC: [[SECOND]] = loc("{{.*}}chain.mlir":32:3)
// LOC-NEXT: [[FIRST]] = loc("{{.*}}chain.mlir":31:3)

// CHECK-LABEL: aie.device(xcve2802)
// CHECK: %[[T14:.*]] = aie.tile(1, 4)
// CHECK: %[[T24:.*]] = aie.tile(2, 4)
// CHECK: %[[T23:.*]] = aie.tile(2, 3)
// CHECK: %[[T34:.*]] = aie.tile(3, 4)
// CHECK-NOT: cascade_flow
// CHECK: aie.configure_cascade(%[[T14]], North, East)
// CHECK-NEXT: aie.configure_cascade(%[[T24]], West, South)
// CHECK-NEXT: aie.configure_cascade(%[[T23]], North, South)
// CHECK-NEXT: }
// CHECK-NOT: configure_cascade(%[[T34]]
aie.device(xcve2802) {
  %t14 = aie.tile(1, 4)
  %t24 = aie.tile(2, 4)
  %t23 = aie.tile(2, 3)
  %t34 = aie.tile(3, 4)
  aie.cascade_flow(%t24, %t23)
  aie.cascade_flow(%t14, %t24)
}
