// A core lowered dynamically (dynamic_objfifo_lowering) acquires, fills
// and releases an object of its fifo in each iteration of an scf.parallel,
// filling it with an scf.forall: objects chosen at run time, iterations run
// one after the other. Expected: word 4i + j = 10i + j. The same core
// lowered statically is an error at its acquire: the static lowering
// unrolls scf.for loops only.
// RUN: printf '\000\000\000\000\001\000\000\000\002\000\000\000\003\000\000\000\012\000\000\000\013\000\000\000\014\000\000\000\015\000\000\000\024\000\000\000\025\000\000\000\026\000\000\000\027\000\000\000\036\000\000\000\037\000\000\000\040\000\000\000\041\000\000\000' > %t.expected
// RUN: aie-sim %s --expect 0=%t.expected | FileCheck %s
// RUN: not aiec --aie-objectFifo-stateful-transform %S/Inputs/parallel-acquire-static.mlir 2>&1 | FileCheck %s --check-prefix=STATIC
// CHECK: aie-sim: argument 0 = [0, 1, 2, 3, 10, 11, 12, 13, …] (16 × i32): matches {{.*}}.expected
// STATIC: parallel-acquire-static.mlir:12:9: error: 'aie.objectfifo.acquire' op accesses objectfifo objects in an 'scf.parallel' loop, which the static objectfifo lowering does not unroll
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<4xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<4xi32>>
        %d = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<4xi32>> -> memref<4xi32>
        scf.forall (%j) in (4) {
          %ii = arith.index_cast %i : index to i32
          %jj = arith.index_cast %j : index to i32
          %ten = arith.constant 10 : i32
          %t = arith.muli %ii, %ten : i32
          %v = arith.addi %t, %jj : i32
          memref.store %v, %d[%j] : memref<4xi32>
        }
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    } {dynamic_objfifo_lowering = true}
    aie.runtime_sequence(%arg0: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
