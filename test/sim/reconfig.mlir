// Reconfiguration in aie-sim: @main's sequence configures @add1 (its core
// adds 1) and runs its sequence, then @add2 (adds 2) twice. Each LOAD_PDI
// resets the column (locks, DMAs, switches, cores; memories stay) and the
// cores run the loaded device's bodies. Each core handles one object and
// ends, so the second run of @add2 needs the reset-only PDI the lowering
// puts between the two loads of @add2: without it the firmware skips the
// repeated load and the run deadlocks.
// RUN: aie-sim %s --output 1=%t.b --output 2=%t.c --output 3=%t.d | FileCheck %s
// CHECK: argument 1 = [1, 1, 1, 1, 1, 1, 1, 1, …] (16 × i32)
// CHECK: argument 2 = [2, 2, 2, 2, 2, 2, 2, 2, …] (16 × i32)
// CHECK: argument 3 = [4, 4, 4, 4, 4, 4, 4, 4, …] (16 × i32)
// The ELF runs the same with the design's cores (per device, from the note).
// RUN: aiec %s --emit=ctrl-asm -o %t.asm
// RUN: aiec %t.asm -o %t.elf
// RUN: aie-sim %t.elf --cores %s --output 3=%t.d --trace-text %t.log | FileCheck %s --check-prefix=ELF
// ELF: argument 3 = [4, 4, 4, 4, 4, 4, 4, 4, …] (16 × i32)
// RUN: FileCheck %s --check-prefix=TRACE < %t.log
// TRACE: uC 0 LOAD_PDI PDI 2: column reset
// TRACE: uC 0 LOAD_PDI PDI 3: column reset
// TRACE: uC 0 LOAD_PDI PDI 4: column reset
// TRACE: uC 0 LOAD_PDI PDI 3: column reset
// Without the reset-only PDI (id 4) the second load of @add2 is skipped.
// RUN: sed -e '/LOAD_PDI               4, /d' %t.asm > %t.noreset.asm
// RUN: aiec %t.noreset.asm -o %t.noreset.elf
// RUN: not aie-sim %t.noreset.elf --cores %s 2>&1 | FileCheck %s --check-prefix=SKIP
// SKIP: aie-sim: deadlock
// --sequence runs another kernel: it loads its device first.
// RUN: aie-sim %s --sequence add2:once --output 1=%t.y | FileCheck %s --check-prefix=SEQ
// SEQ: argument 1 = [2, 2, 2, 2, 2, 2, 2, 2, …] (16 × i32)
// Chained runs (--sequence repeated) go on from the array the previous run
// left: @add2, @add1, @add2 each load their PDI (none repeats the last).
// RUN: aie-sim %s --sequence add2:once --sequence add1:once --sequence add2:once --output 1=%t.y | FileCheck %s --check-prefix=CHAIN
// CHAIN: aie-sim: sequence add2:once ended at cycle {{[0-9]+}}
// CHAIN-NEXT: aie-sim: sequence add1:once ended at cycle {{[0-9]+}}
// CHAIN-NEXT: aie-sim: sequence add2:once ended at cycle {{[0-9]+}}
// CHAIN: argument 1 = [2, 2, 2, 2, 2, 2, 2, 2, …] (16 × i32)
// @add2 twice in a row: the firmware skips the second LOAD_PDI, so the core
// that ended in the first run stays ended, and the second run deadlocks.
// RUN: not aie-sim %s --sequence add2:once --sequence add2:once 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN: aie-sim: sequence add2:once ended at cycle {{[0-9]+}}
// AGAIN-NEXT: aie-sim: deadlock
// AGAIN: help: each sequence runs on the array as the previous one left it
// RUN: not aie-sim %s --sequence once 2>&1 | FileCheck %s --check-prefix=AMBIGUOUS
// AMBIGUOUS: --sequence once names more than one runtime sequence of '{{.*}}'; it has main:run, add1:once, add2:once

module {
  aie.device(npu1_1col) @main {
    aie.runtime_sequence @run(%a: memref<16xi32>, %b: memref<16xi32>, %c: memref<16xi32>, %d: memref<16xi32>) {
      aiex.configure @add1 {
        aiex.run @once(%a, %b) : (memref<16xi32>, memref<16xi32>)
      }
      aiex.configure @add2 {
        aiex.run @once(%a, %c) : (memref<16xi32>, memref<16xi32>)
      }
      aiex.configure @add2 {
        aiex.run @once(%c, %d) : (memref<16xi32>, memref<16xi32>)
      }
    }
  }
  aie.device(npu1_1col) @add1 {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t02, {%t00}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %one = arith.constant 1 : i32
      %i = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %ib = aie.objectfifo.subview.access %i[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %ob = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      scf.for %k = %c0 to %c16 step %c1 {
        %v = memref.load %ib[%k] : memref<16xi32>
        %w = arith.addi %v, %one : i32
        memref.store %w, %ob[%k] : memref<16xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence @once(%x: memref<16xi32>, %y: memref<16xi32>) {
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
  aie.device(npu1_1col) @add2 {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t02, {%t00}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %two = arith.constant 2 : i32
      %i = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %ib = aie.objectfifo.subview.access %i[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %ob = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      scf.for %k = %c0 to %c16 step %c1 {
        %v = memref.load %ib[%k] : memref<16xi32>
        %w = arith.addi %v, %two : i32
        memref.store %w, %ob[%k] : memref<16xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence @once(%x: memref<16xi32>, %y: memref<16xi32>) {
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
