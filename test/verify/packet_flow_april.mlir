// With --aie-syntax=2026-04 the IR follows mlir-aie's April 2026 rules: a
// packet flow has exactly one source (several are allowed since then).
// RUN: aiec %s | FileCheck %s
// RUN: not aiec --aie-syntax=2026-04 %s 2>&1 | FileCheck %s --check-prefix=APRIL
// CHECK: aie.packet_source<%tile_1_1, West : 0>
// CHECK-NEXT: aie.packet_source<%tile_1_2, West : 0>
// APRIL: error: 'aie.packet_flow' op must have exactly one aie.packet_source (got 2)
aie.device(xcvc1902) {
  %t11 = aie.tile(1, 1)
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.packet_flow(0x1) {
    aie.packet_source<%t11, West : 0>
    aie.packet_source<%t12, West : 0>
    aie.packet_dest<%t13, Core : 0>
  }
}
