// The core of core-parallel-objectfifo.mlir, lowered statically.
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
        %d = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
        scf.forall (%j) in (4) {
          %ii = arith.index_cast %i : index to i32
          %jj = arith.index_cast %j : index to i32
          %ten = arith.constant 10 : i32
          %t = arith.muli %ii, %ten : i32
          %v = arith.addi %t, %jj : i32
          memref.store %v, %d[%j] : memref<4xi32>
        }
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
