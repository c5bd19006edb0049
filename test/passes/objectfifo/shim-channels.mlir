// A shim tile's object FIFO ends draw from the two DMA channels of its shim
// mux, as mlir-aie counts them: on a PL shim too (xcve2302's column 1), and
// PLIO ends from the same count. A third output end on one shim is refused.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: not aiec --aie-objectFifo-stateful-transform %S/Inputs/shim-channels-three.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: 'aie.tile' op number of output DMA channel exceeded! requires at least 3 MM2S channels, but capacity is 2
// ERR: note: DMA endpoint @of0_prod_dma for ObjectFifo @of0; occupies channel 0
// ERR: note: DMA endpoint @of1_prod_dma for ObjectFifo @of1; occupies channel 1

// CHECK-LABEL: aie.device(xcve2302)
// CHECK-DAG: aie.flow(%{{.*}}tile_1_0, DMA : 0, %{{.*}}tile_1_2, DMA : 0)
// CHECK-DAG: aie.shim_dma_allocation @of0_shim_alloc(%{{.*}}tile_1_0, MM2S, 0)
// CHECK-DAG: aie.flow(%{{.*}}tile_2_2, DMA : 0, %{{.*}}tile_2_0, PLIO : 0)
// CHECK-DAG: aie.flow(%{{.*}}tile_2_2, DMA : 1, %{{.*}}tile_2_0, PLIO : 1)
// CHECK-DAG: aie.shim_dma_allocation @of2_shim_alloc(%{{.*}}tile_2_0, S2MM, 1) {plio = true}
aie.device(xcve2302) {
  %pl = aie.tile(1, 0)
  %noc = aie.tile(2, 0)
  %a = aie.tile(1, 2)
  %b = aie.tile(2, 2)
  aie.objectfifo @of0 (%pl, {%a}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @of1 (%b, {%noc}, 2 : i32) {plio = true} : !aie.objectfifo<memref<16xi32>>
  aie.objectfifo @of2 (%b, {%noc}, 2 : i32) {plio = true} : !aie.objectfifo<memref<16xi32>>
}
