// dma-repeat-vs-core-loop.mlir with the core's loop an scf.parallel of 2 × 2
// iterations, which the model runs one after the other, 4 times: the S2MM
// chain runs 3 times, the core's fourth acquire of `in_cons` waits forever.
// RUN: not aiec %s --aie-check-deadlock 2>&1 | FileCheck %s

// The error is at the root, the repeat count; the core's acquire is a note.
// CHECK: {{.*}}.mlir:[[@LINE+32]]:7: error: deadlock: S2MM channel 0 of tile (0, 2) runs its BD chain 3 time(s) (repeat_count = 2) and ends, but the core of tile (0, 2) waits forever to acquire 1 of lock `in_cons` (it holds 0)
// CHECK: {{^}}  help: every party that releases lock `in_cons` has done so as often as it will: this one acquires it more often than the others release it (compare loop counts and DMA repeat counts)
// CHECK: {{.*}}.mlir:[[@LINE+22]]:9: note: the core of tile (0, 2) waits forever to acquire 1 of lock `in_cons` (it holds 0)
// CHECK: {{.*}}.mlir:[[@LINE+48]]:7: note: the runtime sequence waits forever for a task-complete token of S2MM channel 0 of tile (0, 0)

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
      %c2 = arith.constant 2 : index
      scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
        aie.use_lock(%in_cons, AcquireGreaterEqual, 1)
        aie.use_lock(%out_prod, AcquireGreaterEqual, 1)
        aie.use_lock(%in_prod, Release, 1)
        aie.use_lock(%out_cons, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t02) {
      %0 = aie.dma_start(S2MM, 0, ^in, ^next, repeat_count = 2)
    ^in:
      aie.use_lock(%in_prod, AcquireGreaterEqual, 1)
      aie.dma_bd(%in_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%in_cons, Release, 1)
      aie.next_bd ^end
    ^next:
      %1 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%out_cons, AcquireGreaterEqual, 1)
      aie.dma_bd(%out_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%out_prod, Release, 1)
      aie.next_bd ^out
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
