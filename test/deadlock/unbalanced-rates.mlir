// Core (0, 2) produces 3 objects, core (0, 3) consumes 4: the consumer's fourth
// acquire of `full` waits forever, and with it the output the host waits for
// (its size given by `arith.constant`s).
// RUN: not aiec %s --aie-check-deadlock 2>&1 | FileCheck %s

// CHECK: {{.*}}.mlir:[[@LINE+33]]:9: error: deadlock: the core of tile (0, 3) waits forever to acquire 1 of lock `full` (it holds 0)
// CHECK: {{^}}  help: every party that releases lock `full` has done so as often as it will: this one acquires it more often than the others release it (compare loop counts and DMA repeat counts)
// CHECK: {{.*}}.mlir:[[@LINE+53]]:7: note: the runtime sequence waits forever for a task-complete token of S2MM channel 0 of tile (0, 0)
// CHECK: {{.*}}.mlir:[[@LINE+51]]:7: note: a task on S2MM channel 0 of tile (0, 0) waits forever for 128 bytes on S2MM channel 0 of tile (0, 0) (96 came)

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %buf = aie.buffer(%t03) {sym_name = "buf"} : memref<8xi32>
    %empty = aie.lock(%t03, 0) {init = 1 : i32, sym_name = "empty"}
    %full = aie.lock(%t03, 1) {init = 0 : i32, sym_name = "full"}
    %out_buf = aie.buffer(%t03) {sym_name = "out_buf"} : memref<8xi32>
    %out_prod = aie.lock(%t03, 2) {init = 1 : i32, sym_name = "out_prod"}
    %out_cons = aie.lock(%t03, 3) {init = 0 : i32, sym_name = "out_cons"}
    aie.flow(%t03, DMA : 0, %t00, DMA : 0)
    aie.shim_dma_allocation @out(%t00, S2MM, 0)
    %producer = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      scf.for %i = %c0 to %c3 step %c1 {
        aie.use_lock(%empty, AcquireGreaterEqual, 1)
        aie.use_lock(%full, Release, 1)
      }
      aie.end
    }
    %consumer = aie.core(%t03) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        aie.use_lock(%full, AcquireGreaterEqual, 1)
        aie.use_lock(%out_prod, AcquireGreaterEqual, 1)
        aie.use_lock(%empty, Release, 1)
        aie.use_lock(%out_cons, Release, 1)
      }
      aie.end
    }
    %mem = aie.mem(%t03) {
      %0 = aie.dma_start(MM2S, 0, ^out, ^end)
    ^out:
      aie.use_lock(%out_cons, AcquireGreaterEqual, 1)
      aie.dma_bd(%out_buf : memref<8xi32>, 0, 8)
      aie.use_lock(%out_prod, Release, 1)
      aie.next_bd ^out
    ^end:
      aie.end
    }
    aie.runtime_sequence(%b: memref<32xi32>) {
      %c0 = arith.constant 0 : i64
      %c1 = arith.constant 1 : i64
      %c32 = arith.constant 32 : i64
      aiex.npu.dma_memcpy_nd(%b[%c0, %c0, %c0, %c0][%c1, %c1, %c1, %c32][%c0, %c0, %c0, %c1]) {id = 1 : i64, metadata = @out} : memref<32xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
