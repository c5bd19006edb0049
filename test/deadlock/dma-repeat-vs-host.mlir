// Three parties disagree on how many blocks flow out of the core's tile: the
// core loops 4 times, the MM2S chain that sends its blocks ends after 2 runs
// (repeat_count = 1), and the host waits for 4 blocks. The host's wait is
// the symptom; the chain is the odd one out: it is blamed at its
// `aie.dma_start`, the host's transfer, the sequence's wait and the core
// that waits to produce its third block are notes.
// RUN: not aiec %s --aie-check-deadlock 2>&1 | FileCheck %s
// CHECK: {{.*}}.mlir:[[@LINE+58]]:7: error: deadlock: MM2S channel 0 of tile (0, 2) runs its BD chain 2 time(s) (repeat_count = 1) and ends, but a task on S2MM channel 0 of tile (0, 0) waits forever for 128 bytes on S2MM channel 0 of tile (0, 0) (64 came)
// CHECK: {{^}}  help: the data sent to S2MM channel 0 of tile (0, 0) runs out before its BDs are full: compare the sizes, loop and repeat counts of both ends
// CHECK: {{.*}}.mlir:[[@LINE+66]]:7: note: a task on S2MM channel 0 of tile (0, 0) waits forever for 128 bytes on S2MM channel 0 of tile (0, 0) (64 came)
// CHECK: {{.*}}.mlir:[[@LINE+67]]:7: note: the runtime sequence waits forever for a task-complete token of S2MM channel 0 of tile (0, 0)
// CHECK: {{.*}}.mlir:[[@LINE+40]]:9: note: the core of tile (0, 2) waits forever to acquire 1 of lock `out_prod` (it holds 0)
// RUN: not aie-sim %s -Wno-deadlock 2>&1 | FileCheck %s --check-prefix=SIM
// SIM: core (0, 2): waits at aie.use_lock
//
// Twin: the core loops twice, as the chain runs; the host, waiting for 4,
// is the odd one out and the error stays at its transfer.
// RUN: sed -e 's/%c4 = arith.constant 4/%c4 = arith.constant 2/' %s > %t.host.mlir
// RUN: not aiec %t.host.mlir --aie-check-deadlock 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: .mlir:76:7: error: deadlock: a task on S2MM channel 0 of tile (0, 0) waits forever for 128 bytes on S2MM channel 0 of tile (0, 0) (64 came)
// HOST-NOT: repeat_count
// HOST-NOT: the core of tile
//
// Twin: repeat_count = 3, the chain runs 4 times: no diagnostic, and aie-sim
// completes.
// RUN: sed -e 's/repeat_count = 1)/repeat_count = 3)/' %s > %t.ok.mlir
// RUN: aiec %t.ok.mlir --aie-check-deadlock 2>&1 | FileCheck %s --check-prefix=OK --allow-empty
// OK-NOT: deadlock
// RUN: aie-sim %t.ok.mlir | FileCheck %s --check-prefix=OKSIM
// OKSIM: aie-sim: {{[0-9]+}} cycles;

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %in_buf = aie.buffer(%t02) {sym_name = "in_buf"} : memref<8xi32>
    %out_buf = aie.buffer(%t02) {sym_name = "out_buf"} : memref<8xi32>
    %in_prod = aie.lock(%t02, 0) {init = 1 : i32, sym_name = "in_prod"}
    %in_cons = aie.lock(%t02, 1) {init = 0 : i32, sym_name = "in_cons"}
    %out_prod = aie.lock(%t02, 2) {init = 1 : i32, sym_name = "out_prod"}
    %out_cons = aie.lock(%t02, 3) {init = 0 : i32, sym_name = "out_cons"}
    aie.flow(%t00, DMA : 0, %t02, DMA : 0)
    aie.flow(%t02, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @in(%t00, MM2S, 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %core = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        aie.use_lock(%in_cons, AcquireGreaterEqual, 1)
        aie.use_lock(%out_prod, AcquireGreaterEqual, 1)
        aie.use_lock(%in_prod, Release, 1)
        aie.use_lock(%out_cons, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^in, ^next)
    ^in:
      aie.use_lock(%in_prod, AcquireGreaterEqual, 1)
      aie.dma_bd(%in_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%in_cons, Release, 1)
      aie.next_bd ^in
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end, repeat_count = 1)
    ^out:
      aie.use_lock(%out_cons, AcquireGreaterEqual, 1)
      aie.dma_bd(%out_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%out_prod, Release, 1)
      aie.next_bd ^end
    ^end:
      aie.end
    }
    aie.runtime_sequence(%a: memref<32xi32>, %b: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<32xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
