// Distribute and join through a mem tile: blocks of 32 words go to the mem
// tile, whose first 16 words go to core (0, 2) and last 16 to core (0, 3);
// the cores add 1 and 2; a join puts the halves back in place. Expected:
// out[i] = in[i] + 1 where i mod 32 < 16, else in[i] + 2 (128 words).
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @part0(%mem, {%t2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @part1(%mem, {%t3}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@part0, @part1]([] [0, 16])
    aie.objectfifo @res0(%t2, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @res1(%t3, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%mem, {%shim}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@res0, @res1] -> [@out]([0, 16] [])
    %core_t2 = aie.core(%t2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 16 : index
      %iters = arith.constant 4 : index
      %k = arith.constant 1 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @part0(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @res0(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<16xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<16xi32>
        }
        aie.objectfifo.release @part0(Consume, 1)
        aie.objectfifo.release @res0(Produce, 1)
      }
      aie.end
    }
    %core_t3 = aie.core(%t3) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 16 : index
      %iters = arith.constant 4 : index
      %k = arith.constant 2 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @part1(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @res1(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<16xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<16xi32>
        }
        aie.objectfifo.release @part1(Consume, 1)
        aie.objectfifo.release @res1(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<128xi32>, %output: memref<128xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 128][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<128xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 128][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<128xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
