// Broadcast to three cores: the host's 64 words stream to the mem tile in
// blocks of 16; one fifo broadcasts each block to cores (0, 2), (0, 3) and
// (0, 4), which add 1, 2 and 3; a join on the mem tile puts the three
// results side by side and sends them to the host. Expected: output block k
// (48 words) = [in_k + 1, in_k + 2, in_k + 3].
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    %t4 = aie.tile(0, 4)
    aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @bcast(%mem, {%t2, %t3, %t4}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@bcast]([] [])
    aie.objectfifo @r2(%t2, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @r3(%t3, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @r4(%t4, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%mem, {%shim}, 2 : i32) : !aie.objectfifo<memref<48xi32>>
    aie.objectfifo.link [@r2, @r3, @r4] -> [@out]([0, 16, 32] [])
    %core_t2 = aie.core(%t2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 16 : index
      %iters = arith.constant 4 : index
      %k = arith.constant 1 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @bcast(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @r2(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<16xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<16xi32>
        }
        aie.objectfifo.release @bcast(Consume, 1)
        aie.objectfifo.release @r2(Produce, 1)
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
        %a = aie.objectfifo.acquire @bcast(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @r3(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<16xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<16xi32>
        }
        aie.objectfifo.release @bcast(Consume, 1)
        aie.objectfifo.release @r3(Produce, 1)
      }
      aie.end
    }
    %core_t4 = aie.core(%t4) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 16 : index
      %iters = arith.constant 4 : index
      %k = arith.constant 3 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @bcast(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @r4(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<16xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<16xi32>
        }
        aie.objectfifo.release @bcast(Consume, 1)
        aie.objectfifo.release @r4(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<192xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 192][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<192xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
