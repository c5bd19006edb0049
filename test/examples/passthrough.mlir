// The shipped example (README's first command) round-trips.
// RUN: aiec %S/../../examples/passthrough/design.mlir | FileCheck %s
// RUN: aiec %S/../../examples/passthrough/design.mlir | aiec - | FileCheck %s

// CHECK: aie.device(npu1) {
// CHECK: aie.objectfifo.link [@in] -> [@in_l1]([] [])
// CHECK: %core_0_2 = aie.core(%tile_0_2) {
// CHECK: aie.runtime_sequence(%arg0: memref<256xi32>, %arg1: memref<256xi32>) {
// CHECK: aiex.npu.dma_wait {symbol = @out}
