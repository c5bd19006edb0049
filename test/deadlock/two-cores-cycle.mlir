// Core (0, 2) first takes an object of @ba, which core (0, 3) produces only after
// it took an object of @ab, which core (0, 2) produces only after its own
// acquire: each waits for the other.
// RUN: not aiec %s --aie-objectFifo-stateful-transform --aie-check-deadlock 2>&1 | FileCheck %s

// CHECK: {{.*}}.mlir:[[@LINE+19]]:9: error: deadlock: the core of tile (0, 2) waits forever to acquire 1 of lock `ba_cons_lock_0` (it holds 0)
// CHECK: {{^}}  help: every lock on the cycle starts at 0 and each party waits before it releases: give one an initial value (a producer lock starts at its number of buffers), or acquire in another order
// CHECK: {{.*}}.mlir:[[@LINE+40]]:7: note: the runtime sequence waits forever for a task-complete token of S2MM channel 0 of tile (0, 0)
// CHECK: {{.*}}.mlir:[[@LINE+10]]:5: note: MM2S channel 0 of tile (0, 2) waits forever to acquire 1 of lock `out_cons_lock_0` (it holds 0)
// CHECK: {{.*}}.mlir:[[@LINE+29]]:9: note: the core of tile (0, 3) waits forever to acquire 1 of lock `ab_cons_lock_0` (it holds 0)

module {
  aie.device(npu1) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    aie.objectfifo @ab(%t02, {%t03}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @ba(%t03, {%t02}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%t02, {%t00}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    %a = aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %x = aie.objectfifo.acquire @ba(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
        %y = aie.objectfifo.acquire @ab(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        aie.objectfifo.release @ba(Consume, 1)
        aie.objectfifo.release @ab(Produce, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    %b = aie.core(%t03) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %x = aie.objectfifo.acquire @ab(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
        %y = aie.objectfifo.acquire @ba(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
        aie.objectfifo.release @ab(Consume, 1)
        aie.objectfifo.release @ba(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%o: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%o[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<32xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
