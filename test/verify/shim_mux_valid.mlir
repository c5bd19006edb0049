// Valid shim muxes: on NOC and PL shim tiles, the fixed DMA mapping (DMA 0/1
// out to North 3/7, North 2/3 in to DMA 0/1), PLIO and NOC ports, one source
// fanning out; each destination driven once.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(2, 0)
  %m = aie.shim_mux(%t) {
    aie.connect<DMA : 0, North : 3>
    aie.connect<DMA : 1, North : 7>
    aie.connect<North : 2, DMA : 0>
    aie.connect<North : 3, DMA : 1>
    aie.connect<NOC : 3, North : 0>
    aie.connect<North : 5, NOC : 3>
    aie.connect<DMA : 0, North : 6>
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: %shim_mux_2_0 = aie.shim_mux(%shim_noc_tile_2_0) {
// CHECK-NEXT: aie.connect<DMA : 0, North : 3>
// CHECK-NEXT: aie.connect<DMA : 1, North : 7>
// CHECK-NEXT: aie.connect<North : 2, DMA : 0>
// CHECK-NEXT: aie.connect<North : 3, DMA : 1>
// CHECK-NEXT: aie.connect<NOC : 3, North : 0>
// CHECK-NEXT: aie.connect<North : 5, NOC : 3>
// CHECK-NEXT: aie.connect<DMA : 0, North : 6>
// CHECK-NEXT: }

// -----

aie.device(xcve2302) {
  %t = aie.tile(0, 0)
  %m = aie.shim_mux(%t) {
    aie.connect<PLIO : 7, North : 0>
    aie.connect<North : 1, PLIO : 5>
  }
}

// CHECK-LABEL: aie.device(xcve2302) {
// CHECK: %shim_mux_0_0 = aie.shim_mux(%shim_pl_tile_0_0) {
// CHECK-NEXT: aie.connect<PLIO : 7, North : 0>
// CHECK-NEXT: aie.connect<North : 1, PLIO : 5>

// -----

// A legacy design with an empty mux.
module {
  %t = aie.tile(2, 0)
  %m = aie.shim_mux(%t) {
  }
}

// CHECK: %shim_mux_2_0 = aie.shim_mux(%shim_noc_tile_2_0) {
