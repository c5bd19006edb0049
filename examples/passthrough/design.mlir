// Passthrough: the host's input buffer streams from the shim tile through the
// mem tile to compute tile (0, 2), whose core copies each 64-word block into
// the output object FIFO, which streams back to the host's output buffer.
module {
  aie.device(npu1) {
    %shim_noc_tile_0_0 = aie.tile(0, 0)
    %mem_tile_0_1 = aie.tile(0, 1)
    %tile_0_2 = aie.tile(0, 2)
    aie.objectfifo @in(%shim_noc_tile_0_0, {%mem_tile_0_1}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @in_l1(%mem_tile_0_1, {%tile_0_2}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo.link [@in] -> [@in_l1]([] [])
    aie.objectfifo @out(%tile_0_2, {%shim_noc_tile_0_0}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    %core_0_2 = aie.core(%tile_0_2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c64 = arith.constant 64 : index
      scf.for %block = %c0 to %c4 step %c1 {
        %in = aie.objectfifo.acquire @in_l1(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>
        %src = aie.objectfifo.subview.access %in[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
        %out = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<64xi32>>
        %dst = aie.objectfifo.subview.access %out[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
        scf.for %i = %c0 to %c64 step %c1 {
          %v = memref.load %src[%i] : memref<64xi32>
          memref.store %v, %dst[%i] : memref<64xi32>
        }
        aie.objectfifo.release @in_l1(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<256xi32>, %output: memref<256xi32>) {
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @in} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @out} : memref<256xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
