// Valid shim DMA allocations (on NOC and PL shims, both directions and
// channels) and runtime sequences inside a device.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %s0 = aie.tile(0, 0)
  %s3 = aie.tile(3, 0)
  aie.shim_dma_allocation @in (%s0, MM2S, 0)
  aie.shim_dma_allocation @out (%s3, S2MM, 1)
  aie.runtime_sequence @seq(%a: memref<16xi32>, %b: memref<16xi32>) {
  }
  aie.runtime_sequence(%c: memref<8xi32>) {
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.shim_dma_allocation @in(%shim_noc_tile_0_0, MM2S, 0)
// CHECK: aie.shim_dma_allocation @out(%shim_noc_tile_3_0, S2MM, 1)
// CHECK: aie.runtime_sequence @seq(%arg0: memref<16xi32>, %arg1: memref<16xi32>) {
// CHECK: aie.runtime_sequence(%arg0: memref<8xi32>) {

// -----

aie.device(xcve2302) {
  %pl = aie.tile(0, 0)
  aie.shim_dma_allocation @plio (%pl, MM2S, 1) {plio = true}
}

// CHECK-LABEL: aie.device(xcve2302) {
// CHECK: aie.shim_dma_allocation @plio(%shim_pl_tile_0_0, MM2S, 1) {plio = true}
