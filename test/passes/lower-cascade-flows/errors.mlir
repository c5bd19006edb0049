// A cascade runs south or east: the source must be directly above or directly
// left of the destination (the verifier already requires neighbours). Every
// bad flow is reported.
// RUN: aiec --verify-diagnostics --aie-lower-cascade-flows %s
// RUN: not aiec --aie-lower-cascade-flows %s 2>&1 | FileCheck %s

// CHECK: error: 'aie.cascade_flow' op source tile must be to the North or West of the destination tile
// CHECK: help: a cascade links neighbouring cores: the source must be directly above or directly left of the destination; tile (2, 3) → tile (2, 4) is neither (tile (2, 4) can take a cascade only from tile (2, 5) above or tile (1, 4) to its left)
// CHECK: error: 'aie.cascade_flow' op source tile must be to the North or West of the destination tile
// CHECK: help: {{.*}} tile (3, 4) → tile (2, 4) is neither
aie.device(xcve2802) {
  %t23 = aie.tile(2, 3)
  %t24 = aie.tile(2, 4)
  %t34 = aie.tile(3, 4)
  // expected-error@+1 {{source tile must be to the North or West of the destination tile}}
  aie.cascade_flow(%t23, %t24)
  // expected-error@+1 {{source tile must be to the North or West of the destination tile}}
  aie.cascade_flow(%t34, %t24)
}
