// A memref.alloca larger than the core's stack (1024 bytes by default).
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %z = arith.constant 0 : i32
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
      %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
      %big = memref.alloca() : memref<1024xi32>
      memref.store %z, %big[%c0] : memref<1024xi32>
      %v = memref.load %big[%c0] : memref<1024xi32>
      memref.store %v, %dst[%c0] : memref<8xi32>
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<8xi32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<8xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
