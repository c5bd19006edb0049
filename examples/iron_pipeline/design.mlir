// A two-core pipeline written with logical tiles only, as IRON writes
// Workers: the first core adds 1 to each 64-word object, the second doubles
// it. The fifo between the cores joins two logical core tiles, so
// --aie-place-tiles puts them on neighbouring tiles ((0, 2) and (0, 3)),
// whose shared memory carries it without a DMA; the shims land on (0, 0).
// Output: argument 1 is 2 · (argument 0 + 1).
module {
  aie.device(npu1_1col) {
    %shim_in = aie.logical_tile<ShimNOCTile>(?, ?)
    %first = aie.logical_tile<CoreTile>(?, ?)
    %second = aie.logical_tile<CoreTile>(?, ?)
    %shim_out = aie.logical_tile<ShimNOCTile>(?, ?)
    aie.objectfifo @in(%shim_in, {%first}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @mid(%first, {%second}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @out(%second, {%shim_out}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    %core_first = aie.core(%first) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      %one = arith.constant 1 : i32
      scf.for %n = %c0 to %c4 step %c1 {
        %o = aie.objectfifo.acquire @mid(Produce, 1) : !aie.objectfifosubview<memref<64xi32>>
        %out = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
        %i = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>
        %in = aie.objectfifo.subview.access %i[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
        scf.for %k = %c0 to %c64 step %c1 {
          %v = memref.load %in[%k] : memref<64xi32>
          %w = arith.addi %v, %one : i32
          memref.store %w, %out[%k] : memref<64xi32>
        }
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @mid(Produce, 1)
      }
      aie.end
    }
    %core_second = aie.core(%second) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      scf.for %n = %c0 to %c4 step %c1 {
        %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<64xi32>>
        %out = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
        %i = aie.objectfifo.acquire @mid(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>
        %in = aie.objectfifo.subview.access %i[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
        scf.for %k = %c0 to %c64 step %c1 {
          %v = memref.load %in[%k] : memref<64xi32>
          %w = arith.addi %v, %v : i32
          memref.store %w, %out[%k] : memref<64xi32>
        }
        aie.objectfifo.release @mid(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence @sequence(%input: memref<256xi32>, %output: memref<256xi32>) {
      %0 = aiex.dma_configure_task_for @in {
        aie.dma_bd(%input : memref<256xi32>, 0, 256)
        aie.end
      }
      aiex.dma_start_task(%0)
      %1 = aiex.dma_configure_task_for @out {
        aie.dma_bd(%output : memref<256xi32>, 0, 256)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%1)
      aiex.dma_await_task(%1)
      aiex.dma_free_task(%0)
    }
  }
}
