// A transfer that reaches past its argument: the compiler warns at the op
// (hardware reads whatever host memory follows, and upstream's tested
// designs pass larger buffers than their types say), and the simulator,
// which holds exactly the bytes given, stops the run when the DMA gets
// there, naming the argument, the byte and the buffer's size.
// RUN: not aie-sim %s --input 0=%S/../../examples/add_one/input0.bin 2>&1 | FileCheck %s
// CHECK: warning: 'aiex.npu.dma_memcpy_nd' op the transfer reaches element 95 of an argument of 64 elements (memref<64xi32>)
// CHECK: aie-sim: error: DMA (0, 0) MM2S 0 BD 0: the transfer reaches byte 256 of argument 0, whose buffer holds 256 bytes (host address 0x100000100)

module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %core = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%core, {%shim}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%core) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %one = arith.constant 1 : i32
      scf.for %n = %c0 to %c4 step %c1 {
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %c16 step %c1 {
          %v = memref.load %x[%i] : memref<16xi32>
          %w = arith.addi %v, %one : i32
          memref.store %w, %y[%i] : memref<16xi32>
        }
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 32][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
