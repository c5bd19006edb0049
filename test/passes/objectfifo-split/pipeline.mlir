// The split passes in mlir-aie's order lower a design end to end: the host's
// 64 words go shim -> core (0, 2) in blocks of 8 through a fifo of depth 2
// (the core's loop unrolled by 2 so that each acquire names its object, or
// with dynamic-objFifos picking them at run time), the core adds 41 and the
// blocks go back to the host; the simulator runs both results
// (out[i] = in[i] + 41, the add_one example's data).
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate %s | FileCheck %s --check-prefix=ALLOC
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=false" --aie-objectfifo-erase-pools %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t.mlir
// RUN: aie-sim %t.mlir --input 0=%S/../../../examples/add_one/input0.bin --expect 1=%S/../../../examples/add_one/expected1.bin | FileCheck %s --check-prefix=SIM
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s -o %t.dynamic.mlir
// RUN: FileCheck %s --check-prefix=DYNAMIC < %t.dynamic.mlir
// RUN: aie-sim %t.dynamic.mlir --input 0=%S/../../../examples/add_one/input0.bin --expect 1=%S/../../../examples/add_one/expected1.bin | FileCheck %s --check-prefix=SIM

// ALLOC:      %in_cons_buff_0 = aie.buffer(%{{.*}}tile_0_2) {sym_name = "in_cons_buff_0"} : memref<8xi32>
// ALLOC:      %in_cons_buff_1 = aie.buffer
// ALLOC:      %in_cons_prod_lock_0 = aie.lock(%{{.*}}tile_0_2) {init = 2 : i32, sym_name = "in_cons_prod_lock_0"}
// ALLOC:      %in_cons_cons_lock_0 = aie.lock(%{{.*}}tile_0_2) {init = 0 : i32, sym_name = "in_cons_cons_lock_0"}
// ALLOC:      %out_buff_0 = aie.buffer(%{{.*}}tile_0_2) {sym_name = "out_buff_0"} : memref<8xi32>
// ALLOC:      aie.route_endpoint @in_prod_dma(%{{.*}}tile_0_0) DMA {channelIndex = 0 : i32, fifoName = "in"}
// ALLOC:      aie.objectfifo.pool @in_cons_pool(%{{.*}}tile_0_2) {buffers = [@in_cons_buff_0, @in_cons_buff_1], depth = 2 : i32, fifoName = "in"} : memref<8xi32> {
// ALLOC-NEXT:   aie.objectfifo.segment @s0 {consumeLock = @in_cons_cons_lock_0, offset = 0 : i32, produceLock = @in_cons_prod_lock_0, size = 8 : i32}
// ALLOC:      aie.objectfifo.dma_endpoint @in_cons_dma(%{{.*}}tile_0_2) fills @in_cons_pool {channelIndex = 0 : i32, fifoName = "in"}
// ALLOC-NEXT: aie.flow(%{{.*}}tile_0_0, DMA : 0, %{{.*}}tile_0_2, DMA : 0)
// ALLOC:      aie.objectfifo.dma_endpoint @out_prod_dma(%{{.*}}tile_0_2) drains @out_pool {channelIndex = 0 : i32, fifoName = "out"}
// ALLOC:      aie.flow(%{{.*}}tile_0_2, DMA : 0, %{{.*}}tile_0_0, DMA : 0)
// ALLOC:      aiex.npu.dma_memcpy_nd({{.*}}metadata = @out_shim_alloc}
// ALLOC:      aiex.npu.dma_memcpy_nd({{.*}}metadata = @in_shim_alloc}
// ALLOC:      aiex.npu.dma_wait {symbol = @out_shim_alloc}
// ALLOC:      aie.shim_dma_allocation @in_shim_alloc(%{{.*}}tile_0_0, MM2S, 0)
// ALLOC-NEXT: aie.shim_dma_allocation @out_shim_alloc(%{{.*}}tile_0_0, S2MM, 0)

// LOWERED-NOT: aie.objectfifo
// LOWERED-NOT: aie.route
// LOWERED-NOT: scf.index_switch
// LOWERED:     scf.for %{{.*}} step %c2
// LOWERED:       aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual
// LOWERED:       memref.load %in_cons_buff_0[
// LOWERED:       aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual
// LOWERED:       memref.load %in_cons_buff_1[
// LOWERED:     aie.mem(%{{.*}}tile_0_2) {
// LOWERED:       aie.dma_start(S2MM, 0
// LOWERED:       aie.dma_bd(%in_cons_buff_0 : memref<8xi32> offset = 0 len = 8)
// LOWERED:       aie.dma_bd(%in_cons_buff_1 : memref<8xi32> offset = 0 len = 8)
// LOWERED:       aie.dma_start(MM2S, 0
// LOWERED:       aie.dma_bd(%out_buff_0 : memref<8xi32> offset = 0 len = 8)

// DYNAMIC:     aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual
// DYNAMIC:     scf.index_switch

// SIM: argument 1 = {{.*}}: matches
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c41 = arith.constant 41 : i32
      scf.for %block = %c0 to %c8 step %c1 {
        %src = aie.objectfifo.acquire @in(Consume, 1) : memref<8xi32>
        %dst = aie.objectfifo.acquire @out(Produce, 1) : memref<8xi32>
        scf.for %i = %c0 to %c8 step %c1 {
          %v = memref.load %src[%i] : memref<8xi32>
          %w = arith.addi %v, %c41 : i32
          memref.store %w, %dst[%i] : memref<8xi32>
        }
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
