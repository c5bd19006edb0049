// Scratchpad parameters through the whole path (host_programs.rs): a core
// multiplies eight words by @gain, read from the scratchpad; the input's
// DMA starts @start elements into the host buffer. The sync comes after the
// PDI loads, which reset the core's lock.
module {
  aiex.scratchpad_parameter @gain : i32
  aiex.scratchpad_parameter @start : i32
  aie.device(npu2) @empty {
  }
  aie.device(npu2) @main {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%t02, {%t00}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %gain = aiex.read_scratchpad_parameter @gain : i32
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
      %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
      %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<8xi32>> -> memref<8xi32>
      scf.for %i = %c0 to %c8 step %c1 {
        %v = memref.load %x[%i] : memref<8xi32>
        %p = arith.muli %v, %gain : i32
        memref.store %p, %y[%i] : memref<8xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence @seq(%in: memref<32xi32>, %out: memref<8xi32>) {
      aiex.npu.load_pdi {device_ref = @empty}
      aiex.npu.load_pdi {device_ref = @main}
      aiex.sync_scratchpad_parameters_from_host
      %ti = aiex.dma_configure_task_for @in {
        aie.dma_bd(%in : memref<32xi32> offset = 0 len = 8) {offset_parameter = @start}
        aie.end
      }
      %to = aiex.dma_configure_task_for @out {
        aie.dma_bd(%out : memref<8xi32> offset = 0 len = 8)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%ti)
      aiex.dma_start_task(%to)
      aiex.dma_await_task(%to)
    }
  }
}
