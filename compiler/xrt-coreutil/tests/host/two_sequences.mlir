// add.mlir as device @dev with two runtime sequences: @plus (argument 0
// in, argument 1 out: out[i] = in[i] + 7) and @stall, which only awaits
// the output, so its run cannot finish. A full ELF of it has the kernels
// dev:plus and dev:stall.
module {
  aie.device(npu1_1col) @dev {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t02, {%t00}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %forever = arith.constant 0xFFFFFFFF : index
      %add = arith.constant 7 : i32
      scf.for %n = %c0 to %forever step %c1 {
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
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
    aie.runtime_sequence @plus(%in : memref<64xi32>, %out : memref<64xi32>) {
      %t1 = aiex.dma_configure_task_for @in {
        aie.dma_bd(%in : memref<64xi32>, 0, 64)
        aie.end
      }
      %t2 = aiex.dma_configure_task_for @out {
        aie.dma_bd(%out : memref<64xi32>, 0, 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t1)
      aiex.dma_start_task(%t2)
      aiex.dma_await_task(%t2)
    }
    aie.runtime_sequence @stall(%in : memref<64xi32>, %out : memref<64xi32>) {
      %t1 = aiex.dma_configure_task_for @in {
        aie.dma_bd(%in : memref<64xi32>, 0, 64)
        aie.end
      }
      %t2 = aiex.dma_configure_task_for @out {
        aie.dma_bd(%out : memref<64xi32>, 0, 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t2)
      aiex.dma_await_task(%t2)
    }
  }
}
