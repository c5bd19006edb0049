// External buffers registered for a fifo's shim end are that end's objects:
// the split makes them a pool on the shim tile (as many objects as buffers,
// of the buffers' type) with a DMA endpoint named for the fifo, allocation
// gives the pool its locks on the shim tile and a shim allocation, and the
// shim's DMA program is the one-pass lowering's.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s --check-prefix=SPLIT
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate %s | FileCheck %s --check-prefix=ALLOC
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=LOWERED
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s | FileCheck %s --check-prefix=LOWERED

// SPLIT:      %[[SHIM:.*]] = aie.tile(0, 0)
// SPLIT:      aie.objectfifo.pool @in_pool(%[[SHIM]]) {buffers = [@ext_in0, @ext_in1], depth = 2 : i32, fifoName = "in"} : memref<8xi32>
// SPLIT:      aie.objectfifo.dma_endpoint @in_prod_dma(%[[SHIM]]) drains @in_pool {fifoName = "in"}
// SPLIT:      aie.route from @in_prod_dma to [@in_cons_dma]
// SPLIT:      aie.objectfifo.pool @out_cons_pool(%[[SHIM]]) {buffers = [@ext_out], depth = 1 : i32, fifoName = "out"} : memref<8xi32>
// SPLIT:      aie.objectfifo.dma_endpoint @out_cons_dma(%[[SHIM]]) fills @out_cons_pool {fifoName = "out"}
// SPLIT:      aie.route from @out_prod_dma to [@out_cons_dma]
// SPLIT-NOT:  aie.objectfifo.register_external_buffers

// ALLOC:      %[[SHIM:.*]] = aie.tile(0, 0)
// ALLOC-NEXT: %in_prod_lock_0 = aie.lock(%[[SHIM]]) {init = 2 : i32, sym_name = "in_prod_lock_0"}
// ALLOC-NEXT: %in_cons_lock_0 = aie.lock(%[[SHIM]]) {init = 0 : i32, sym_name = "in_cons_lock_0"}
// ALLOC-NEXT: %out_cons_prod_lock_0 = aie.lock(%[[SHIM]]) {init = 1 : i32, sym_name = "out_cons_prod_lock_0"}
// ALLOC-NEXT: %out_cons_cons_lock_0 = aie.lock(%[[SHIM]]) {init = 0 : i32, sym_name = "out_cons_cons_lock_0"}
// ALLOC-NOT:  aie.buffer(%[[SHIM]])
// ALLOC:      aie.shim_dma_allocation @in_shim_alloc(%[[SHIM]], MM2S, 0)
// ALLOC-NEXT: aie.shim_dma_allocation @out_shim_alloc(%[[SHIM]], S2MM, 0)

// LOWERED:      aie.shim_dma(%{{.*}}tile_0_0) {
// LOWERED-NEXT:   aie.dma_start(MM2S, 0, ^bb1, ^bb3)
// LOWERED-NEXT: ^bb1:
// LOWERED:        aie.use_lock(%in_cons_lock_0, AcquireGreaterEqual
// LOWERED:        aie.dma_bd(%ext_in0 : memref<8xi32> offset = 0 len = 8)
// LOWERED:        aie.use_lock(%in_prod_lock_0, Release
// LOWERED-NEXT:   aie.next_bd ^bb2
// LOWERED-NEXT: ^bb2:
// LOWERED:        aie.use_lock(%in_cons_lock_0, AcquireGreaterEqual
// LOWERED:        aie.dma_bd(%ext_in1 : memref<8xi32> offset = 0 len = 8)
// LOWERED:        aie.use_lock(%in_prod_lock_0, Release
// LOWERED-NEXT:   aie.next_bd ^bb1
// LOWERED-NEXT: ^bb3:
// LOWERED-NEXT:   aie.dma_start(S2MM, 0, ^bb4, ^bb5)
// LOWERED-NEXT: ^bb4:
// LOWERED:        aie.use_lock(%out_cons_prod_lock_0, AcquireGreaterEqual
// LOWERED:        aie.dma_bd(%ext_out : memref<8xi32> offset = 0 len = 8)
// LOWERED:        aie.use_lock(%out_cons_cons_lock_0, Release
// LOWERED-NEXT:   aie.next_bd ^bb4
// LOWERED-NEXT: ^bb5:
// LOWERED-NEXT:   aie.end
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %ext_in0 = aie.external_buffer {sym_name = "ext_in0"} : memref<8xi32>
    %ext_in1 = aie.external_buffer {sym_name = "ext_in1"} : memref<8xi32>
    %ext_out = aie.external_buffer {sym_name = "ext_out"} : memref<8xi32>
    aie.objectfifo.register_external_buffers @in(%shim, {%ext_in0, %ext_in1}) : (memref<8xi32>, memref<8xi32>)
    aie.objectfifo.register_external_buffers @out(%shim, {%ext_out}) : (memref<8xi32>)
    %core = aie.core(%core_tile) {
      %i0 = arith.constant 0 : index
      %c41 = arith.constant 41 : i32
      %src = aie.objectfifo.acquire @in(Consume, 1) : memref<8xi32>
      %dst = aie.objectfifo.acquire @out(Produce, 1) : memref<8xi32>
      %v = memref.load %src[%i0] : memref<8xi32>
      %w = arith.addi %v, %c41 : i32
      memref.store %w, %dst[%i0] : memref<8xi32>
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
  }
}
