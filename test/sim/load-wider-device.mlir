// A device of a wider type of the same generation loaded inside the entry's
// partition: @main (npu1_1col) first loads @clear, an empty npu1 device (it
// configures no tile, so its LOAD_PDI only resets the one column), then
// itself, then runs: its core adds 3. A device of the wider type that uses
// a tile the partition lacks, or one of another generation, is an error
// (test/cert-lowering/lower-to-cert-errors.mlir).
// RUN: aiec %s --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// ASM:      ; aiec: device npu1_1col
// ASM:      LOAD_PDI               1, @pdi_1
// ASM:      LOAD_PDI               2, @pdi_2
// ASM-NOT:  .attach_to_group 1
// RUN: aie-sim %s --output 1=%t.y --trace-text %t.log | FileCheck %s
// CHECK-NOT: deadlock
// CHECK: argument 1 = [3, 3, 3, 3, 3, 3, 3, 3, …] (16 × i32)
// RUN: FileCheck %s --check-prefix=TRACE < %t.log
// TRACE: uC 0 LOAD_PDI PDI 1: column reset
// TRACE: uC 0 LOAD_PDI PDI 2: column reset

module {
  aie.device(npu1) @clear {
  }
  aie.device(npu1_1col) @main {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t02, {%t00}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %three = arith.constant 3 : i32
      %i = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %ib = aie.objectfifo.subview.access %i[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %ob = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      scf.for %k = %c0 to %c16 step %c1 {
        %v = memref.load %ib[%k] : memref<16xi32>
        %w = arith.addi %v, %three : i32
        memref.store %w, %ob[%k] : memref<16xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence @run(%x: memref<16xi32>, %y: memref<16xi32>) {
      aiex.npu.load_pdi {device_ref = @clear}
      aiex.npu.load_pdi {device_ref = @main}
      %ti = aiex.dma_configure_task_for @in {
        aie.dma_bd(%x : memref<16xi32>, 0, 16)
        aie.end
      }
      %to = aiex.dma_configure_task_for @out {
        aie.dma_bd(%y : memref<16xi32>, 0, 16)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%ti)
      aiex.dma_start_task(%to)
      aiex.dma_await_task(%to)
    }
  }
}
