// A link's input that broadcasts: one consumer is the link's MemTile, the
// other a compute tile whose core reads the fifo. Only the MemTile's end is
// the link's: its pool is that consumer's half (`in_1_cons`, as the
// one-pass lowering names its buffers), as deep as its entry of the depth
// array (5); the compute tile's end has a pool and core endpoint of its own
// (`in_0_cons`, depth 2). The whole design runs: the core doubles what it
// reads of each block, the MemTile forwards every block to the shim.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=ONE
// RUN: aie-sim %s --input 0=%S/Inputs/ramp64.bin --expect 1=%S/Inputs/ramp64.bin | FileCheck %s --check-prefix=SIM

// CHECK-DAG: aie.objectfifo.pool @in_1_cons_pool(%mem_tile_0_1) {depth = 5 : i32, fifoName = "in"}
// CHECK-DAG: aie.objectfifo.pool @in_0_cons_pool(%tile_0_2) {depth = 2 : i32, fifoName = "in"}
// CHECK-DAG: aie.objectfifo.core_endpoint @in_0_cons(%tile_0_2) drains @in_0_cons_pool
// CHECK-DAG: aie.objectfifo.dma_endpoint @in_1_cons_dma(%mem_tile_0_1) fills @in_1_cons_pool {fifoName = "in"}
// CHECK-DAG: aie.objectfifo.dma_endpoint @out_prod_dma(%mem_tile_0_1) drains @in_1_cons_pool {fifoName = "out"}
// CHECK:     aie.core(%tile_0_2)
// CHECK:       aie.objectfifo.acquire @in_0_cons(1)

// ONE-COUNT-5: aie.buffer(%mem_tile_0_1) {sym_name = "in_1_cons_buff_{{[0-4]}}"}
// ONE-NOT:     in_1_cons_buff_5
// ONE:         aie.lock(%mem_tile_0_1) {init = 5 : i32, sym_name = "in_1_cons_prod_lock_0"}

// SIM: aie-sim: {{.*}}cycles
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %t2 = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%t2, %mem}, [2, 2, 5]) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%mem, {%shim}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@in] -> [@out] ([] [])
    %sum = aie.buffer(%t2) {sym_name = "sum"} : memref<8xi32>
    %core = aie.core(%t2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      scf.for %b = %c0 to %c8 step %c1 {
        %x = aie.objectfifo.acquire @in(Consume, 1) : memref<8xi32>
        %v = memref.load %x[%b] : memref<8xi32>
        %w = arith.addi %v, %v : i32
        memref.store %w, %sum[%b] : memref<8xi32>
        aie.objectfifo.release @in(Consume, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%a: memref<64xi32>, %r: memref<64xi32>) {
      %t0 = aiex.dma_configure_task_for @in {
        aie.dma_bd(%a : memref<64xi32>, 0, 64)
        aie.end
      }
      %t1 = aiex.dma_configure_task_for @out {
        aie.dma_bd(%r : memref<64xi32>, 0, 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t0)
      aiex.dma_start_task(%t1)
      aiex.dma_await_task(%t1)
    }
  }
}
