// A design that the runtime sequence of @main loads by control packets
// (aiecc --get-full-elf --load-pdi-to-ctrl-pkt): @cg's core adds 7 to
// each word of its argument, in place.
module {
  aie.device(npu2) @main {
    aie.runtime_sequence @sequence(%arg : memref<16xi32>) {
      aiex.configure @cg {
        aiex.run @cg_sequence (%arg) : (memref<16xi32>)
      }
    }
  }
  aie.device(npu2) @cg {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %core = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%mem}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in2(%mem, {%core}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@in2] ([] [])
    aie.objectfifo @out(%core, {%shim}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%core) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 16 : index
      %k = arith.constant 7 : i32
      %sx = aie.objectfifo.acquire @in2(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %x = aie.objectfifo.subview.access %sx[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %sy = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %y = aie.objectfifo.subview.access %sy[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      scf.for %i = %c0 to %n step %c1 {
        %v = memref.load %x[%i] : memref<16xi32>
        %w = arith.addi %v, %k : i32
        memref.store %w, %y[%i] : memref<16xi32>
      }
      aie.objectfifo.release @in2(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence @cg_sequence(%a : memref<16xi32>) {
      %ti = aiex.dma_configure_task_for @in {
        aie.dma_bd(%a : memref<16xi32> offset = 0 len = 16)
        aie.end
      }
      %to = aiex.dma_configure_task_for @out {
        aie.dma_bd(%a : memref<16xi32> offset = 0 len = 16)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%ti)
      aiex.dma_start_task(%to)
      aiex.dma_await_task(%to)
    }
  }
}
