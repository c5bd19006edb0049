// A lock taken in opposite orders by a core and a DMA: the core acquires
// `a` then `b`; the MM2S chain of the same tile acquires `b` (first BD),
// then `a` (second BD). Some schedules complete (the core takes both
// first, as aie-sim's order does), but in one the core holds `a` and the
// chain `b`: each waits for the other. The search for a completing run
// finds the good order; the search for a reachable deadlock (run because
// two parties acquire one lock) finds the bad one.
// RUN: not aiec %s --aie-check-deadlock 2>&1 | FileCheck %s
// CHECK: lock-order-core-dma.mlir:[[@LINE+21]]:7: error: deadlock: the core of tile (0, 2) waits forever to acquire 1 of lock `b` (it holds 0)
// CHECK: help: each party waits for a release another makes only after its own wait: acquire the locks in the same order on both sides
// CHECK: lock-order-core-dma.mlir:[[@LINE+31]]:7: note: MM2S channel 0 of tile (0, 2) waits forever to acquire 1 of lock `a` (it holds 0)
//
// The twin: the chain acquires `a` first too; no schedule deadlocks.
// RUN: sed -e '/^    \^first:/{n;s/%b, AcquireGreaterEqual/%a, AcquireGreaterEqual/}' -e '/^    \^second:/{n;s/%a, AcquireGreaterEqual/%b, AcquireGreaterEqual/}' %s > %t.ok.mlir
// RUN: aiec %t.ok.mlir --aie-check-deadlock 2>&1 | FileCheck %s --check-prefix=OK --allow-empty
// OK-NOT: deadlock
// aie-sim runs the twin (and, in its schedule, the racy design) to the end.
// RUN: aie-sim %t.ok.mlir | FileCheck %s --check-prefix=SIM
// RUN: aie-sim %s -Wno-deadlock | FileCheck %s --check-prefix=SIM
// SIM: aie-sim: {{[0-9]+}} cycles;
module {
  aie.device(npu2_1col) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %buf = aie.buffer(%t2) {sym_name = "buf"} : memref<8xi32>
    %a = aie.lock(%t2, 0) {init = 1 : i32, sym_name = "a"}
    %b = aie.lock(%t2, 1) {init = 1 : i32, sym_name = "b"}
    %core = aie.core(%t2) {
      aie.use_lock(%a, AcquireGreaterEqual, 1)
      aie.use_lock(%b, AcquireGreaterEqual, 1)
      aie.use_lock(%b, Release, 1)
      aie.use_lock(%a, Release, 1)
      aie.end
    }
    %mem = aie.mem(%t2) {
      %0 = aie.dma_start(MM2S, 0, ^first, ^end)
    ^first:
      aie.use_lock(%b, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<8xi32>, 0, 8)
      aie.next_bd ^second
    ^second:
      aie.use_lock(%a, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<8xi32>, 0, 8)
      aie.use_lock(%b, Release, 1)
      aie.next_bd ^third
    ^third:
      aie.dma_bd(%buf : memref<8xi32>, 0, 8)
      aie.use_lock(%a, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.flow(%t2, DMA : 0, %shim, DMA : 0)
    aie.shim_dma_allocation @out(%shim, S2MM, 0)
    aie.runtime_sequence @seq(%y: memref<24xi32>) {
      aiex.npu.dma_memcpy_nd(%y[0, 0, 0, 0][1, 1, 1, 24][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<24xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
