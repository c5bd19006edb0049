// A core using scf.parallel (a 2-D nest; two reductions, add and maxsi),
// scf.forall (normalized, and with a lower bound, a dynamic upper bound and
// a step), scf.execute_region (blocks and branches), memref.alloca (a
// scratch matrix in the core's stack) and memref.alloca_scope (an alloca
// of its own), and vector.outerproduct (an outer product with an integer
// accumulator, an AXPY combined by maxsi, a float one fused with its
// accumulator) runs in aie-sim with MLIR's semantics; so does the same
// core after --aie-scf-to-control-flow (scf.for nests, then blocks). An
// alloca past the core's stack stops the run at the op.
// Expected: [sum 0..15, max, 3i for i < 4, 1 at 6, 4 at 9, 42, 5 + 6,
// (1 + [1, 2] x [3, 4, 5]), max(15, [10, 20]), (1 + [0.5, 1.5] x [2, 4])].
// RUN: printf '\170\000\000\000\017\000\000\000\000\000\000\000\003\000\000\000\006\000\000\000\011\000\000\000\001\000\000\000\000\000\000\000\000\000\000\000\004\000\000\000\052\000\000\000\013\000\000\000\004\000\000\000\005\000\000\000\006\000\000\000\007\000\000\000\011\000\000\000\013\000\000\000\017\000\000\000\024\000\000\000\002\000\000\000\003\000\000\000\004\000\000\000\007\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000' > %t.expected
// RUN: aie-sim %s --expect 0=%t.expected | FileCheck %s
// RUN: aiec --aie-scf-to-control-flow %s -o %t.cf.mlir
// RUN: aie-sim %t.cf.mlir --expect 0=%t.expected | FileCheck %s
// RUN: not aie-sim %S/Inputs/alloca-past-stack.mlir 2>&1 | FileCheck %s --check-prefix=STACK
// CHECK: aie-sim: argument 0 = [120, 15, 0, 3, 6, 9, 1, 0, …] (32 × i32): matches {{.*}}.expected
// STACK: aie-sim: error: core (0, 2) ({{.*}}alloca-past-stack.mlir:12:7): 'memref.alloca' op needs 4096 bytes of the core's stack from byte 0 on, past its 1024 bytes (stack_size)
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<32xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c7 = arith.constant 7 : index
      %c16 = arith.constant 16 : index
      %z = arith.constant 0 : i32
      %i4 = arith.constant 4 : i32
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
      %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
      %scratch = memref.alloca() : memref<4x4xi32>
      scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c4) step (%c1, %c1) {
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %r = arith.muli %ii, %i4 : i32
        %v = arith.addi %r, %jj : i32
        memref.store %v, %scratch[%i, %j] : memref<4x4xi32>
      }
      %sum, %max = scf.parallel (%k) = (%c0) to (%c16) step (%c1) init (%z, %z) -> (i32, i32) {
        %row = arith.divui %k, %c4 : index
        %col = arith.remui %k, %c4 : index
        %v = memref.load %scratch[%row, %col] : memref<4x4xi32>
        scf.reduce(%v, %v : i32, i32) {
        ^bb0(%a: i32, %x: i32):
          %s = arith.addi %a, %x : i32
          scf.reduce.return %s : i32
        }, {
        ^bb0(%a: i32, %x: i32):
          %m = arith.maxsi %a, %x : i32
          scf.reduce.return %m : i32
        }
      }
      memref.store %sum, %dst[%c0] : memref<32xi32>
      memref.store %max, %dst[%c1] : memref<32xi32>
      scf.forall (%i) in (4) {
        %ii = arith.index_cast %i : index to i32
        %v = arith.muli %ii, %i4 : i32
        %w = arith.subi %v, %ii : i32
        %at = arith.addi %i, %c1 : index
        %at2 = arith.addi %at, %c1 : index
        memref.store %w, %dst[%at2] : memref<32xi32>
      }
      scf.forall (%i) = (1) to (%c7) step (3) {
        %ii = arith.index_cast %i : index to i32
        %at = arith.addi %i, %c4 : index
        %at2 = arith.addi %at, %c1 : index
        memref.store %ii, %dst[%at2] : memref<32xi32>
      }
      %e = scf.execute_region -> i32 {
        %hundred = arith.constant 100 : i32
        %big = arith.cmpi sgt, %sum, %hundred : i32
        cf.cond_br %big, ^yes, ^no
      ^yes:
        %v42 = arith.constant 42 : i32
        cf.br ^done(%v42 : i32)
      ^no:
        %v7 = arith.constant 7 : i32
        cf.br ^done(%v7 : i32)
      ^done(%r: i32):
        scf.yield %r : i32
      }
      %c10 = arith.constant 10 : index
      memref.store %e, %dst[%c10] : memref<32xi32>
      %q = memref.alloca_scope -> (i32) {
        %t = memref.alloca() : memref<2xi32>
        %five = arith.constant 5 : i32
        %six = arith.constant 6 : i32
        memref.store %five, %t[%c0] : memref<2xi32>
        memref.store %six, %t[%c1] : memref<2xi32>
        %x = memref.load %t[%c0] : memref<2xi32>
        %y = memref.load %t[%c1] : memref<2xi32>
        %s = arith.addi %x, %y : i32
        memref.alloca_scope.return %s : i32
      }
      %c11 = arith.constant 11 : index
      memref.store %q, %dst[%c11] : memref<32xi32>
      %lhs = arith.constant dense<[1, 2]> : vector<2xi32>
      %rhs = arith.constant dense<[3, 4, 5]> : vector<3xi32>
      %acc = arith.constant dense<1> : vector<2x3xi32>
      %o = vector.outerproduct %lhs, %rhs, %acc : vector<2xi32>, vector<3xi32>
      %flat = vector.shape_cast %o : vector<2x3xi32> to vector<6xi32>
      %c12 = arith.constant 12 : index
      vector.transfer_write %flat, %dst[%c12] {in_bounds = [true]} : vector<6xi32>, memref<32xi32>
      %ten = arith.constant 10 : i32
      %acc2 = arith.constant dense<15> : vector<2xi32>
      %axpy = vector.outerproduct %lhs, %ten, %acc2 {kind = #vector.kind<maxsi>} : vector<2xi32>, i32
      %c18 = arith.constant 18 : index
      vector.transfer_write %axpy, %dst[%c18] {in_bounds = [true]} : vector<2xi32>, memref<32xi32>
      %fl = arith.constant dense<[0.5, 1.5]> : vector<2xf32>
      %fr = arith.constant dense<[2.0, 4.0]> : vector<2xf32>
      %fa = arith.constant dense<1.0> : vector<2x2xf32>
      %fo = vector.outerproduct %fl, %fr, %fa : vector<2xf32>, vector<2xf32>
      %ff = vector.shape_cast %fo : vector<2x2xf32> to vector<4xf32>
      %fi = arith.fptosi %ff : vector<4xf32> to vector<4xi32>
      %c20 = arith.constant 20 : index
      vector.transfer_write %fi, %dst[%c20] {in_bounds = [true]} : vector<4xi32>, memref<32xi32>
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<32xi32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<32xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
