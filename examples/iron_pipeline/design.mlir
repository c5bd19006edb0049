// A two-core pipeline as IRON writes it: the output of design.py
// (aie.iron), regenerated with `python3 design.py`. The first core adds 1 to
// each 64-word object, the second doubles it. The fifo between the cores
// joins two logical core tiles, so --aie-place-tiles puts them on
// neighbouring tiles ((0, 2) and (0, 3)), whose shared memory carries it
// without a DMA; the shims land on (0, 0).
// Output: argument 1 is 2 · (argument 0 + 1).
module {
  aie.device(npu1_1col) {
    %logical_core = aie.logical_tile<CoreTile>(?, ?)
    %logical_core_0 = aie.logical_tile<CoreTile>(?, ?)
    %logical_shim_noc = aie.logical_tile<ShimNOCTile>(?, ?)
    %logical_shim_noc_1 = aie.logical_tile<ShimNOCTile>(?, ?)
    aie.objectfifo @in(%logical_shim_noc, {%logical_core}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @mid(%logical_core, {%logical_core_0}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @out(%logical_core_0, {%logical_shim_noc_1}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    %0 = aie.core(%logical_core) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg0 = %c0 to %c1 step %c1_2 {
        %c0_3 = arith.constant 0 : index
        %c4 = arith.constant 4 : index
        %c1_4 = arith.constant 1 : index
        scf.for %arg1 = %c0_3 to %c4 step %c1_4 {
          %2 = aie.objectfifo.acquire @mid(Produce, 1) : !aie.objectfifosubview<memref<64xi32>>
          %3 = aie.objectfifo.subview.access %2[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
          %4 = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>
          %5 = aie.objectfifo.subview.access %4[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
          %c0_5 = arith.constant 0 : index
          %c64 = arith.constant 64 : index
          %c1_6 = arith.constant 1 : index
          scf.for %arg2 = %c0_5 to %c64 step %c1_6 {
            %6 = memref.load %5[%arg2] : memref<64xi32>
            %c1_i32 = arith.constant 1 : i32
            %7 = arith.addi %6, %c1_i32 : i32
            memref.store %7, %3[%arg2] : memref<64xi32>
          }
          aie.objectfifo.release @in(Consume, 1)
          aie.objectfifo.release @mid(Produce, 1)
        }
      }
      aie.end
    }
    %1 = aie.core(%logical_core_0) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg0 = %c0 to %c1 step %c1_2 {
        %c0_3 = arith.constant 0 : index
        %c4 = arith.constant 4 : index
        %c1_4 = arith.constant 1 : index
        scf.for %arg1 = %c0_3 to %c4 step %c1_4 {
          %2 = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<64xi32>>
          %3 = aie.objectfifo.subview.access %2[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
          %4 = aie.objectfifo.acquire @mid(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>
          %5 = aie.objectfifo.subview.access %4[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
          %c0_5 = arith.constant 0 : index
          %c64 = arith.constant 64 : index
          %c1_6 = arith.constant 1 : index
          scf.for %arg2 = %c0_5 to %c64 step %c1_6 {
            %6 = memref.load %5[%arg2] : memref<64xi32>
            %7 = arith.addi %6, %6 : i32
            memref.store %7, %3[%arg2] : memref<64xi32>
          }
          aie.objectfifo.release @mid(Consume, 1)
          aie.objectfifo.release @out(Produce, 1)
        }
      }
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<256xi32>, %arg1: memref<256xi32>) {
      %2 = aiex.dma_configure_task_for @in {
        aie.dma_bd(%arg0 : memref<256xi32> offset = 0 len = 256 sizes = [1, 1, 1, 256] strides = [0, 0, 0, 1])
        aie.end
      }
      aiex.dma_start_task(%2)
      %3 = aiex.dma_configure_task_for @out {
        aie.dma_bd(%arg1 : memref<256xi32> offset = 0 len = 256 sizes = [1, 1, 1, 256] strides = [0, 0, 0, 1])
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%3)
      aiex.dma_await_task(%3)
      aiex.dma_free_task(%2)
      aiex.dma_free_task(%3)
    }
  }
}

