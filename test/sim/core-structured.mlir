// A core using the core-body dialects runs in aie-sim with MLIR's semantics:
// affine.for with affine.store, an scf.while over the last four words,
// a store through a memref.subview, a vector transfer_read / addi /
// transfer_write, math.sqrt; the runtime sequence moves the block into a
// subview (offset 8 words) of the host buffer through a reinterpret_cast.
// Expected: words 8..24 = [sqrt(16), 3i for i in 1..16 with word 5 = 7,
// words 8..12 doubled and 12..16 plus 100], the rest 0.
// RUN: printf '\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\004\000\000\000\003\000\000\000\006\000\000\000\011\000\000\000\014\000\000\000\007\000\000\000\022\000\000\000\025\000\000\000\060\000\000\000\066\000\000\000\074\000\000\000\102\000\000\000\210\000\000\000\213\000\000\000\216\000\000\000\221\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000' > %t.expected
// RUN: aie-sim %s --expect 0=%t.expected | FileCheck %s
// CHECK: aie-sim: argument 0 = [0, 0, 0, 0, 0, 0, 0, 0, …] (32 × i32): matches {{.*}}.expected
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : i32
      %c12 = arith.constant 12 : index
      %c16 = arith.constant 16 : index
      %c100 = arith.constant 100 : i32
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      affine.for %i = 0 to 16 {
        %ii = arith.index_cast %i : index to i32
        %v = arith.muli %ii, %c3 : i32
        affine.store %v, %dst[%i] : memref<16xi32>
      }
      %end = scf.while (%k = %c12) : (index) -> index {
        %go = arith.cmpi slt, %k, %c16 : index
        scf.condition(%go) %k : index
      } do {
      ^bb0(%k: index):
        %v = memref.load %dst[%k] : memref<16xi32>
        %w = arith.addi %v, %c100 : i32
        memref.store %w, %dst[%k] : memref<16xi32>
        %n = arith.addi %k, %c1 : index
        scf.yield %n : index
      }
      %sv = memref.subview %dst[4] [4] [1] : memref<16xi32> to memref<4xi32, strided<[1], offset: 4>>
      %seven = arith.constant 7 : i32
      memref.store %seven, %sv[%c1] : memref<4xi32, strided<[1], offset: 4>>
      %c8 = arith.constant 8 : index
      %pad = arith.constant 0 : i32
      %vec = vector.transfer_read %dst[%c8], %pad {in_bounds = [true]} : memref<16xi32>, vector<4xi32>
      %twice = arith.addi %vec, %vec : vector<4xi32>
      vector.transfer_write %twice, %dst[%c8] {in_bounds = [true]} : vector<4xi32>, memref<16xi32>
      %f = arith.constant 16.0 : f32
      %root = math.sqrt %f : f32
      %ri = arith.fptosi %root : f32 to i32
      affine.store %ri, %dst[symbol(%c0)] : memref<16xi32>
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<32xi32>) {
      %s = memref.subview %arg0[8] [16] [1] : memref<32xi32> to memref<16xi32, strided<[1], offset: 8>>
      %r = memref.reinterpret_cast %s to offset: [0], sizes: [16], strides: [1] : memref<16xi32, strided<[1], offset: 8>> to memref<16xi32>
      aiex.npu.dma_memcpy_nd(%r[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
