// Work left when the control code ends. The runtime sequence starts the
// output transfer but never the input, and does not wait: the control code
// ends while the core waits for its input (it would end after 4 blocks) and
// the shim S2MM task (a BD chain that ends) waits for data. aie-sim reports
// both, with the core's source position, and exits 2; the root cause comes
// first: the core, which the output waits for, waits for data that the
// shim never sends.
// RUN: not aie-sim %s 2>&1 | FileCheck %s
// CHECK: aie-sim: the control code ended at cycle {{[0-9]+}} with work left:
// CHECK-NEXT: root cause: core (0, 2) never releases @out_cons_lock_0: it waits at {{.*}}work-left.mlir:{{[0-9]+}}:{{[0-9]+}} (%a = aie.objectfifo.acquire @in(Consume, 1)) on @in_cons_cons_lock_0, which never comes: 1 wait(s) further on, DMA (0, 2) S2MM 0 BD 0 (@in_cons_buff_0) waits for stream data, which only DMA (0, 0) MM2S 0 sends, and it has no task: the runtime sequence never gives it one
// CHECK-NEXT: wait-for graph (→ waits for, ← given by):
// CHECK: DMA (0, 0) S2MM 0: BD {{[0-9]+}}: waits for stream data (8 word(s) left of 8)
// CHECK-NEXT: core (0, 2): waits at aie.use_lock ({{.*}}work-left.mlir:{{[0-9]+}}:{{[0-9]+}}) for lock {{[0-9]+}} of (0, 2) (@in_cons_cons_lock{{[_0-9]*}}): value 0, AcquireGreaterEqual 1
// CHECK-NEXT: help: a design that leaves cores or DMAs waiting on purpose runs with --allow-idle-cores
//
// On purpose: --allow-idle-cores accepts it.
// RUN: aie-sim %s --allow-idle-cores | FileCheck %s --check-prefix=ALLOWED
// ALLOWED: aie-sim: {{[0-9]+}} cycles;
//
// A core in a loop that runs forever (IRON's range_(sys.maxsize): 2^63 - 1
// iterations) is idle, not unfinished; so are the static DMA programs
// waiting at the start of their looping BD chains. Only the S2MM task is
// left; it waits for the core, whose wait is the root cause.
// RUN: sed -e 's/%c4 = arith.constant 4 : index/%c4 = arith.constant 9223372036854775807 : index/' %s > %t.forever.mlir
// RUN: not aie-sim %t.forever.mlir 2>&1 | FileCheck %s --check-prefix=FOREVER
// FOREVER: with work left:
// FOREVER-NEXT: root cause: core (0, 2) never releases @out_cons_lock_0: it waits at
// FOREVER: {{^}}  DMA (0, 0) S2MM 0: BD 0: waits
// FOREVER-NEXT: help:
module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%t02, {%t00}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %core = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%x: memref<8xi32>, %y: memref<8xi32>) {
      %t = aiex.dma_configure_task_for @out {
        aie.dma_bd(%y : memref<8xi32>, 0, 8)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t)
    }
  }
}
