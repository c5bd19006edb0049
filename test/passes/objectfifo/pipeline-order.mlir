// Where the stateful transform puts what it writes. By default, the one-pass
// lowering's order: the fifos' halves last fifo first at the top, then the
// shim allocations and the DMA programs (the allocations first, as mlir-aie's
// pipeline makes them since 760932a4). A caller naming `skip-verify` (an
// option that came with the pipeline) gets the split passes' own order: each
// fifo's objects after its tile in declaration order, the flows and shim
// allocations, then the DMA programs (docs/objectfifo.md).
// RUN: aiec %s --aie-objectFifo-stateful-transform | FileCheck %s --check-prefix=ONEPASS
// RUN: aiec %s --aie-objectFifo-stateful-transform=skip-verify=true | FileCheck %s --check-prefix=SPLIT

// ONEPASS:      aie.lock(%shim_noc_tile_0_0) {init = 0 : i32, sym_name = "b_cons_prod_lock_0"}
// ONEPASS:      aie.buffer(%tile_2_3) {sym_name = "b_buff_0"}
// ONEPASS:      aie.buffer(%tile_2_3) {sym_name = "a_cons_buff_0"}
// ONEPASS:      aie.buffer(%tile_0_2) {sym_name = "a_buff_0"}
// ONEPASS:      aie.shim_dma_allocation @b_shim_alloc(%shim_noc_tile_0_0, S2MM, 0)
// ONEPASS:      aie.mem(%tile_2_3)
// ONEPASS-NEXT:   aie.dma_start(S2MM, 0

// SPLIT:        %tile_0_2 = aie.tile(0, 2)
// SPLIT-NEXT:   aie.buffer(%tile_0_2) {sym_name = "a_buff_0"}
// SPLIT:        %tile_2_3 = aie.tile(2, 3)
// SPLIT-NEXT:   aie.buffer(%tile_2_3) {sym_name = "a_cons_buff_0"}
// SPLIT:        aie.buffer(%tile_2_3) {sym_name = "b_buff_0"}
// SPLIT-NOT:    b_cons_prod_lock
// SPLIT:        aie.shim_dma_allocation @b_shim_alloc(%shim_noc_tile_0_0, S2MM, 0)
// SPLIT:        aie.mem(%tile_0_2)
// SPLIT:        aie.mem(%tile_2_3)
module {
  aie.device(npu1) {
    %t02 = aie.tile(0, 2)
    %t23 = aie.tile(2, 3)
    %t00 = aie.tile(0, 0)
    aie.objectfifo @a (%t02, {%t23}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @b (%t23, {%t00}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
  }
}
