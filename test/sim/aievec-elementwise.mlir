// aievec's elementwise ops on a core, end to end, against values computed
// without the simulator (Inputs/aievec/elementwise.py, from the scalar
// references in Inputs/aievec/aie2.py): add_elem, sub_elem, min (signed),
// max (of ui32 lanes, after cast), neg, band, bor, bxor, bneg of i32
// lanes (wrapping); add_elem, sub_elem, max, min, neg, inv of f32 lanes;
// bneg and band of bf16 bits (after srs to bf16 and concat), ups back to
// f32; exp and tanh of f32 lanes (within 2 ulp of the reference).
// RUN: python3 %S/Inputs/aievec/elementwise.py %t.in
// RUN: aie-sim %s --input 0=%t.in --output 1=%t.out | FileCheck %s
// RUN: python3 %S/Inputs/aievec/elementwise.py check %t.out | FileCheck %s --check-prefix=LANES
// CHECK: aie-sim: argument 1 = {{.*}} (304 × i32)
// LANES: 304 of 304 lanes as expected
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 1 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<304xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c48 = arith.constant 48 : index
      %a0 = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>
      %in = aie.objectfifo.subview.access %a0[0] : !aie.objectfifosubview<memref<64xi32>> -> memref<64xi32>
      %b0 = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<304xi32>>
      %out = aie.objectfifo.subview.access %b0[0] : !aie.objectfifosubview<memref<304xi32>> -> memref<304xi32>
      %a = vector.load %in[%c0] : memref<64xi32>, vector<16xi32>
      %b = vector.load %in[%c16] : memref<64xi32>, vector<16xi32>
      %fai = vector.load %in[%c32] : memref<64xi32>, vector<16xi32>
      %fbi = vector.load %in[%c48] : memref<64xi32>, vector<16xi32>
      %fa = aievec.cast %fai {isResAcc = false} : vector<16xi32>, vector<16xf32>
      %fb = aievec.cast %fbi {isResAcc = false} : vector<16xi32>, vector<16xf32>
      %i0 = aievec.add_elem %a, %b : vector<16xi32>
      %o0 = arith.constant 0 : index
      vector.store %i0, %out[%o0] : memref<304xi32>, vector<16xi32>
      %i1 = aievec.sub_elem %a, %b : vector<16xi32>
      %o1 = arith.constant 16 : index
      vector.store %i1, %out[%o1] : memref<304xi32>, vector<16xi32>
      %i2 = aievec.min %a, %b : vector<16xi32>
      %o2 = arith.constant 32 : index
      vector.store %i2, %out[%o2] : memref<304xi32>, vector<16xi32>
      %ua = aievec.cast %a {isResAcc = false} : vector<16xi32>, vector<16xui32>
      %ub = aievec.cast %b {isResAcc = false} : vector<16xi32>, vector<16xui32>
      %um = aievec.max %ua, %ub : vector<16xui32>
      %i3 = aievec.cast %um {isResAcc = false} : vector<16xui32>, vector<16xi32>
      %o3 = arith.constant 48 : index
      vector.store %i3, %out[%o3] : memref<304xi32>, vector<16xi32>
      %i4 = aievec.neg %a : vector<16xi32>
      %o4 = arith.constant 64 : index
      vector.store %i4, %out[%o4] : memref<304xi32>, vector<16xi32>
      %i5 = aievec.band %a, %b : vector<16xi32>, vector<16xi32>, vector<16xi32>
      %o5 = arith.constant 80 : index
      vector.store %i5, %out[%o5] : memref<304xi32>, vector<16xi32>
      %i6 = aievec.bor %a, %b : vector<16xi32>, vector<16xi32>, vector<16xi32>
      %o6 = arith.constant 96 : index
      vector.store %i6, %out[%o6] : memref<304xi32>, vector<16xi32>
      %i7 = aievec.bxor %a, %b : vector<16xi32>, vector<16xi32>, vector<16xi32>
      %o7 = arith.constant 112 : index
      vector.store %i7, %out[%o7] : memref<304xi32>, vector<16xi32>
      %i8 = aievec.bneg %a : vector<16xi32>
      %o8 = arith.constant 128 : index
      vector.store %i8, %out[%o8] : memref<304xi32>, vector<16xi32>
      %f0 = aievec.add_elem %fa, %fb : vector<16xf32>
      %f1 = aievec.sub_elem %fa, %fb : vector<16xf32>
      %f2 = aievec.max %fa, %fb : vector<16xf32>
      %f3 = aievec.min %fa, %fb : vector<16xf32>
      %f4 = aievec.neg %fa : vector<16xf32>
      %f5 = aievec.inv %fb : vector<16xf32>
      %fc = aievec.concat %f0, %f1, %f2, %f3, %f4, %f5 : vector<16xf32>, vector<96xf32>
      %fci = aievec.cast %fc {isResAcc = false} : vector<96xf32>, vector<96xi32>
      %o9 = arith.constant 144 : index
      vector.store %fci, %out[%o9] : memref<304xi32>, vector<96xi32>
      %s0 = arith.constant 0 : i32
      %ha = aievec.srs %fa, %s0 : vector<16xf32>, i32, vector<16xbf16>
      %hb = aievec.srs %fb, %s0 : vector<16xf32>, i32, vector<16xbf16>
      %hab = aievec.concat %ha, %hb : vector<16xbf16>, vector<32xbf16>
      %hba = aievec.concat %hb, %ha : vector<16xbf16>, vector<32xbf16>
      %hn = aievec.bneg %hab : vector<32xbf16>
      %hx = aievec.band %hn, %hba : vector<32xbf16>, vector<32xbf16>, vector<32xbf16>
      %hf = aievec.ups %hx {shift = 0 : i8} : vector<32xbf16>, vector<32xf32>
      %hi = aievec.cast %hf {isResAcc = false} : vector<32xf32>, vector<32xi32>
      %o10 = arith.constant 240 : index
      vector.store %hi, %out[%o10] : memref<304xi32>, vector<32xi32>
      %e = aievec.exp %fa : vector<16xf32>
      %t = aievec.tanh %fa : vector<16xf32>
      %et = aievec.concat %e, %t : vector<16xf32>, vector<32xf32>
      %eti = aievec.cast %et {isResAcc = false} : vector<32xf32>, vector<32xi32>
      %o11 = arith.constant 272 : index
      vector.store %eti, %out[%o11] : memref<304xi32>, vector<32xi32>
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<64xi32>, %arg1: memref<304xi32>) {
      aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 1, 304][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<304xi32>
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, issue_token = true} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
