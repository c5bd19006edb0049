// The shipped example round-trips.
// RUN: aiec --aie-syntax=2026-04 %S/../../examples/passthrough/design.mlir | FileCheck %s
// RUN: aiec --aie-syntax=2026-04 %S/../../examples/passthrough/design.mlir | aiec --aie-syntax=2026-04 - | FileCheck %s

// CHECK: aie.device(npu1) {
// CHECK: aie.objectfifo.link [@in] -> [@in_l1]([] [])
// CHECK: %core_0_2 = aie.core(%tile_0_2) {
// CHECK: aie.runtime_sequence(%arg0: memref<256xi32>, %arg1: memref<256xi32>) {
// CHECK: aiex.npu.dma_wait {symbol = @out}

// README's command: object FIFO lowering, allocation and routing, then the
// recovered flows match the three fifo connections.
// RUN: aiec --aie-syntax=2026-04 %S/../../examples/passthrough/design.mlir --aie-objectFifo-stateful-transform --aie-assign-lock-ids --aie-assign-buffer-addresses --aie-assign-bd-ids --aie-create-pathfinder-flows | FileCheck %s --check-prefix=LOWER
// RUN: aiec --aie-syntax=2026-04 %S/../../examples/passthrough/design.mlir --aie-objectFifo-stateful-transform --aie-create-pathfinder-flows --aie-find-flows | FileCheck %s --check-prefix=FLOWS
// LOWER-NOT: aie.objectfifo
// LOWER: aie.buffer(%tile_0_2) {address = {{[0-9]+}} : i32, mem_bank = {{[0-3]}} : i32, sym_name = "out_buff_0"} : memref<64xi32>
// LOWER: aie.lock(%mem_tile_0_1, 0) {init = 2 : i32, sym_name = "in_cons_prod_lock_0"}
// LOWER: aie.core(%tile_0_2)
// LOWER: aiex.npu.dma_memcpy_nd({{.*}}metadata = @in_shim_alloc}
// LOWER: aie.shim_dma_allocation @in_shim_alloc(%shim_noc_tile_0_0, MM2S, 0)
// LOWER: aie.memtile_dma(%mem_tile_0_1)
// LOWER: aie.dma_bd(%in_cons_buff_0 : memref<64xi32>, 0, 64) {bd_id = 0 : i32, next_bd_id = 1 : i32}
// LOWER: aie.shim_dma_allocation @out_shim_alloc(%shim_noc_tile_0_0, S2MM, 0)
// LOWER: aie.switchbox(%shim_noc_tile_0_0)
// LOWER: aie.shim_mux(%shim_noc_tile_0_0)
// LOWER-NEXT: aie.connect<DMA : 0, North : 3>
// LOWER-NEXT: aie.connect<North : 2, DMA : 0>
// FLOWS-DAG: aie.flow(%shim_noc_tile_0_0, DMA : 0, %mem_tile_0_1, DMA : 0)
// FLOWS-DAG: aie.flow(%mem_tile_0_1, DMA : 0, %tile_0_2, DMA : 0)
// FLOWS-DAG: aie.flow(%tile_0_2, DMA : 0, %shim_noc_tile_0_0, DMA : 0)
