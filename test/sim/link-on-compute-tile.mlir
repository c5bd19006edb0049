// A link on a compute tile (mlir-aie after August 2026: join and distribute
// are refused on shim tiles only): tile (0, 2) distributes each 8-word object
// of the host's input to cores (0, 4) and (0, 5), which add 100 and 200, and
// tile (0, 3) joins their halves back into 8-word objects for the host. The
// link tiles' own cores take no part: their DMAs move the objects. The
// one-pass stateful transform (aie-sim's pipeline) and the split passes give
// the same words.
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<32i', *range(32)))" > %t.in
// RUN: python3 -c "import struct, sys; sys.stdout.buffer.write(struct.pack('<32i', *[x + (100 if x %% 8 < 4 else 200) for x in range(32)]))" > %t.out
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.out | FileCheck %s
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: aie-sim %t.split.mlir --input 0=%t.in --expect 1=%t.out | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s --check-prefix=LOCKS
// CHECK: aie-sim: argument 1 = [100, 101, 102, 103, 204, 205, 206, 207, …] (32 × i32): matches
// One lock pair per half of each linked object on the link tiles.
// LOCKS-DAG: aie.lock(%tile_0_2) {init = 2 : i32, sym_name = "in_cons_prod_lock_0"}
// LOCKS-DAG: aie.lock(%tile_0_2) {init = 2 : i32, sym_name = "in_cons_prod_lock_1"}
// LOCKS-DAG: aie.lock(%tile_0_3) {init = 2 : i32, sym_name = "out_prod_lock_0"}
// LOCKS-DAG: aie.lock(%tile_0_3) {init = 2 : i32, sym_name = "out_prod_lock_1"}
// LOCKS-DAG: aie.flow(%tile_0_2, DMA : 0, %tile_0_4, DMA : 0)
// LOCKS-DAG: aie.flow(%tile_0_2, DMA : 1, %tile_0_5, DMA : 0)
// LOCKS-DAG: aie.flow(%tile_0_4, DMA : 0, %tile_0_3, DMA : 0)
// LOCKS-DAG: aie.flow(%tile_0_5, DMA : 0, %tile_0_3, DMA : 1)
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %t4 = aie.tile(0, 4)
    %t5 = aie.tile(0, 5)
    aie.objectfifo @in(%shim, {%t2}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @a(%t2, {%t4}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @b(%t2, {%t5}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo.link [@in] -> [@a, @b] ([] [0, 4])
    aie.objectfifo @ra(%t4, {%t3}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @rb(%t5, {%t3}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    aie.objectfifo @out(%t3, {%shim}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@ra, @rb] -> [@out] ([0, 4] [])
    %c4_ = aie.core(%t4) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %k = arith.constant 100 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        %x = aie.objectfifo.acquire @a(Consume, 1) : !aie.objectfifosubview<memref<4xi32>>
        %xv = aie.objectfifo.subview.access %x[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
        %y = aie.objectfifo.acquire @ra(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
        %yv = aie.objectfifo.subview.access %y[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
        scf.for %j = %c0 to %c4 step %c1 {
          %v = memref.load %xv[%j] : memref<4xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %yv[%j] : memref<4xi32>
        }
        aie.objectfifo.release @a(Consume, 1)
        aie.objectfifo.release @ra(Produce, 1)
      }
      aie.end
    }
    %c5_ = aie.core(%t5) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %k = arith.constant 200 : i32
      scf.for %i = %c0 to %c4 step %c1 {
        %x = aie.objectfifo.acquire @b(Consume, 1) : !aie.objectfifosubview<memref<4xi32>>
        %xv = aie.objectfifo.subview.access %x[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
        %y = aie.objectfifo.acquire @rb(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
        %yv = aie.objectfifo.subview.access %y[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
        scf.for %j = %c0 to %c4 step %c1 {
          %v = memref.load %xv[%j] : memref<4xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %yv[%j] : memref<4xi32>
        }
        aie.objectfifo.release @b(Consume, 1)
        aie.objectfifo.release @rb(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<32xi32>, %arg1: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<32xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
