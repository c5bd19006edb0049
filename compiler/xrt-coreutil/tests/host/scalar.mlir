// A runtime sequence with a scalar argument: (in, n, out), 64 words; the
// sequence writes n into the core's run-time parameter @rtp before it
// moves the data, and the core adds rtp[0] to each word. A full ELF of it
// has the kernel main:sequence with arguments argv0 (a buffer), argv1 (an
// i32) and argv2 (a buffer).
module {
  aie.device(npu1_1col) @main {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %rtp = aie.buffer(%t02) {sym_name = "rtp"} : memref<4xi32>
    aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t02, {%t00}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %forever = arith.constant 0xFFFFFFFF : index
      scf.for %n = %c0 to %forever step %c1 {
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %add = memref.load %rtp[%c0] : memref<4xi32>
        scf.for %i = %c0 to %c16 step %c1 {
          %v = memref.load %x[%i] : memref<16xi32>
          %w = arith.addi %v, %add : i32
          memref.store %w, %y[%i] : memref<16xi32>
        }
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence @sequence(%in : memref<64xi32>, %k : i32, %out : memref<64xi32>) {
      aiex.npu.rtp_write(@rtp, 0, %k) : i32
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, issue_token = true, metadata = @out} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%in[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
