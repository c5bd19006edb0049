// A kernel that waits on its cascade writes back only what it changed:
// core (0, 2) takes four 64-word objects of `b` (depth 2) and, in each call
// of `second`, waits for the cascade of core (0, 3). While it waits, the
// DMA refills b's other buffer, which lies between the call's arguments
// (b's buffer and out's, at the addresses the allocator gives: out's lowest,
// b's two above it). The kernel's copy of that memory is stale; written back
// whole it would undo the DMA's write, and the next call would read the
// older object (test/sim/Inputs/cascade/cascade.cc; the output is
// 3 * a + 5 * b, as in cascade-kernels.mlir).
// RUN: rm -rf %t.cache
// RUN: aie-sim %s --kernel-src %S/Inputs/cascade/cascade.cc --kernel-cache %t.cache --input 0=%S/Inputs/cascade/a.bin --input 1=%S/Inputs/cascade/b.bin --expect 2=%S/Inputs/cascade/expected.bin | FileCheck %s
// CHECK: argument 2 = [-2231, -2175, -2119, -2063, {{.*}}] (256 × i32): matches {{.*}}expected.bin
module {
  aie.device(npu1_1col) {
    func.func private @first(memref<64xi32>, i32) attributes {link_with = "cascade.o"}
    func.func private @second(memref<64xi32>, memref<64xi32>, i32) attributes {link_with = "cascade.o"}
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.cascade_flow(%t3, %t2)
    aie.objectfifo @a(%shim, {%t3}, 1 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @b(%shim, {%t2}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @out(%t2, {%shim}, 1 : i32) : !aie.objectfifo<memref<64xi32>>
    %core3 = aie.core(%t3) {
      %n = arith.constant 64 : i32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %s = aie.objectfifo.acquire @a(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>
        %a = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
        func.call @first(%a, %n) : (memref<64xi32>, i32) -> ()
        aie.objectfifo.release @a(Consume, 1)
      }
      aie.end
    }
    %core2 = aie.core(%t2) {
      %n = arith.constant 64 : i32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        %s = aie.objectfifo.acquire @b(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>
        %b = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
        %o = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<64xi32>>
        %out = aie.objectfifo.subview.access %o[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
        func.call @second(%b, %out, %n) : (memref<64xi32>, memref<64xi32>, i32) -> ()
        aie.objectfifo.release @b(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%a: memref<256xi32>, %b: memref<256xi32>, %out: memref<256xi32>) {
      aiex.npu.dma_memcpy_nd(%out[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 2 : i64, metadata = @out, issue_token = true} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%b[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 1 : i64, metadata = @b} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 0 : i64, metadata = @a} : memref<256xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
