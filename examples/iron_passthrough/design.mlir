// IRON's passthrough, as IRON writes it: every tile an unplaced
// aie.logical_tile (two shims and a core), two object FIFOs, a core that
// calls a copy function on each 256-word line, and a runtime sequence that
// fills `in` from argument 0 and drains `out` into argument 1 with DMA tasks.
// --aie-place-tiles (first in the default pipeline) puts the core on (0, 2)
// and both shims on (0, 0). Output: argument 1 equals argument 0.
module {
  aie.device(npu1_1col) {
    func.func @passThroughLine(%in: memref<256xi32>, %out: memref<256xi32>, %n: i32) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %len = arith.index_cast %n : i32 to index
      scf.for %i = %c0 to %len step %c1 {
        %v = memref.load %in[%i] : memref<256xi32>
        memref.store %v, %out[%i] : memref<256xi32>
      }
      return
    }
    %logical_shim_noc = aie.logical_tile<ShimNOCTile>(?, ?)
    %logical_core = aie.logical_tile<CoreTile>(?, ?)
    %logical_shim_noc_0 = aie.logical_tile<ShimNOCTile>(?, ?)
    aie.objectfifo @in(%logical_shim_noc, {%logical_core}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
    aie.objectfifo @out(%logical_core, {%logical_shim_noc_0}, 2 : i32) : !aie.objectfifo<memref<256xi32>>
    %core = aie.core(%logical_core) {
      %c0 = arith.constant 0 : index
      %cmax = arith.constant 9223372036854775807 : index
      %c1 = arith.constant 1 : index
      %c256_i32 = arith.constant 256 : i32
      scf.for %arg0 = %c0 to %cmax step %c1 {
        %0 = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<256xi32>>
        %1 = aie.objectfifo.subview.access %0[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
        %2 = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<256xi32>>
        %3 = aie.objectfifo.subview.access %2[0] : !aie.objectfifosubview<memref<256xi32>> -> memref<256xi32>
        func.call @passThroughLine(%3, %1, %c256_i32) : (memref<256xi32>, memref<256xi32>, i32) -> ()
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence @sequence(%arg0: memref<1024xi32>, %arg1: memref<1024xi32>, %arg2: memref<1024xi32>) {
      %0 = aiex.dma_configure_task_for @in {
        aie.dma_bd(%arg0 : memref<1024xi32>, 0, 1024, [<size = 1, stride = 0>, <size = 1, stride = 0>, <size = 1, stride = 0>, <size = 1024, stride = 1>]) {burst_length = 0 : i32}
        aie.end
      }
      aiex.dma_start_task(%0)
      %1 = aiex.dma_configure_task_for @out {
        aie.dma_bd(%arg1 : memref<1024xi32>, 0, 1024, [<size = 1, stride = 0>, <size = 1, stride = 0>, <size = 1, stride = 0>, <size = 1024, stride = 1>]) {burst_length = 0 : i32}
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%1)
      aiex.dma_await_task(%1)
      aiex.dma_free_task(%0)
    }
  }
}
