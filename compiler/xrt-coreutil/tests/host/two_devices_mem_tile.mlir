// Two devices of one column whose cores differ only in what they add (7,
// 100) to 64 words (argument 0 in, argument 1 out), relayed by the mem
// tile both ways: the host moves blocks of 16 words, the core takes and
// gives blocks of 8. After a run, each mem-tile S2MM channel has taken the
// lock of its next block and waits for its words; the second device's
// configuration (aiecc --get-txn) must start its own tasks from its own
// lock values, not leave the first design's running on them.
module {
  aie.device(npu1_1col) @first {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t01}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in_core(%t01, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@in] -> [@in_core] ([] [])
    aie.objectfifo @out_core(%t02, {%t01}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%t01, {%t00}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@out_core] -> [@out] ([] [])
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %forever = arith.constant 0xFFFFFFFF : index
      %add = arith.constant 7 : i32
      scf.for %n = %c0 to %forever step %c1 {
        %a = aie.objectfifo.acquire @in_core(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
        %b = aie.objectfifo.acquire @out_core(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        scf.for %i = %c0 to %c8 step %c1 {
          %v = memref.load %x[%i] : memref<8xi32>
          %w = arith.addi %v, %add : i32
          memref.store %w, %y[%i] : memref<8xi32>
        }
        aie.objectfifo.release @in_core(Consume, 1)
        aie.objectfifo.release @out_core(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%in : memref<64xi32>, %out : memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @out} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
  aie.device(npu1_1col) @second {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t01}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in_core(%t01, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo.link [@in] -> [@in_core] ([] [])
    aie.objectfifo @out_core(%t02, {%t01}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%t01, {%t00}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@out_core] -> [@out] ([] [])
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %forever = arith.constant 0xFFFFFFFF : index
      %add = arith.constant 100 : i32
      scf.for %n = %c0 to %forever step %c1 {
        %a = aie.objectfifo.acquire @in_core(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
        %b = aie.objectfifo.acquire @out_core(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
        scf.for %i = %c0 to %c8 step %c1 {
          %v = memref.load %x[%i] : memref<8xi32>
          %w = arith.addi %v, %add : i32
          memref.store %w, %y[%i] : memref<8xi32>
        }
        aie.objectfifo.release @in_core(Consume, 1)
        aie.objectfifo.release @out_core(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%in : memref<64xi32>, %out : memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @out} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
