// IRON's passthrough as IRON writes it: the output of design.py (aie.iron),
// regenerated with `python3 design.py`. Every tile is an unplaced
// aie.logical_tile (a core and two shims), two object FIFOs, a core that
// calls a copy function on each 256-word line, and a runtime sequence that
// fills `in` from argument 0 and drains `out` into argument 1 with DMA tasks.
// --aie-place-tiles (first in the default pipeline) puts the core on (0, 2)
// and both shims on (0, 0). Output: argument 1 equals argument 0.
module {
  aie.device(npu1_1col) {
    %logical_core = aie.logical_tile<CoreTile>(?, ?)
    %logical_shim_noc = aie.logical_tile<ShimNOCTile>(?, ?)
    %logical_shim_noc_0 = aie.logical_tile<ShimNOCTile>(?, ?)
    aie.objectfifo @in(%logical_shim_noc, {%logical_core}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
    aie.objectfifo @out(%logical_core, {%logical_shim_noc_0}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
    func.func @passThroughLine(%arg0: memref<256xi32>, %arg1: memref<256xi32>, %arg2: i32) {
      %c0 = arith.constant 0 : index
      %1 = arith.index_cast %arg2 : i32 to index
      %c1 = arith.constant 1 : index
      scf.for %arg3 = %c0 to %1 step %c1 {
        %2 = memref.load %arg0[%arg3] : memref<256xi32>
        memref.store %2, %arg1[%arg3] : memref<256xi32>
      }
      return
    }
    %0 = aie.core(%logical_core) {
      %c0 = arith.constant 0 : index
      %c9223372036854775807 = arith.constant 9223372036854775807 : index
      %c1 = arith.constant 1 : index
      scf.for %arg0 = %c0 to %c9223372036854775807 step %c1 {
        %1 = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<256xi32>>
        %2 = aie.objectfifo.subview.access %1[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
        %3 = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<256xi32>>
        %4 = aie.objectfifo.subview.access %3[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
        %c256_i32 = arith.constant 256 : i32
        func.call @passThroughLine(%4, %2, %c256_i32) : (memref<256xi32>, memref<256xi32>, i32) -> ()
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<1024xi32>, %arg1: memref<1024xi32>, %arg2: memref<1024xi32>) {
      %1 = aiex.dma_configure_task_for @in {
        aie.dma_bd(%arg0 : memref<1024xi32> offset = 0 len = 1024 sizes = [1, 1, 1, 1024] strides = [0, 0, 0, 1])
        aie.end
      }
      aiex.dma_start_task(%1)
      %2 = aiex.dma_configure_task_for @out {
        aie.dma_bd(%arg1 : memref<1024xi32> offset = 0 len = 1024 sizes = [1, 1, 1, 1024] strides = [0, 0, 0, 1])
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%2)
      aiex.dma_await_task(%2)
      aiex.dma_free_task(%1)
      aiex.dma_free_task(%2)
    }
  }
}

