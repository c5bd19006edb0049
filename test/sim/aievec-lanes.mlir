// aievec's lane moves and selections on a core, end to end, against bytes
// computed without the simulator (Inputs/aievec/lanes.py, from the scalar
// references in Inputs/aievec/aie2.py): shuffle modes of one vector, of two
// (_lo, _hi), of blocks smaller than the vector, t16_1x2_flip, of 32-bit
// lanes (after ups) and of 8-bit ones (after pack, which keeps the low byte
// in a core without srs, and unpack); legacyshuffle; shift by bytes; cmp
// (signed, unsigned, eq) and sel; concat of four parts; ext_elem at a
// position known when run.
// RUN: python3 %S/Inputs/aievec/lanes.py %t.in %t.expected
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.expected | FileCheck %s
// CHECK: aie-sim: argument 1 = {{.*}} (434 × i16): matches {{.*}}.expected
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 1 : i32) : !aie.objectfifo<memref<128xi16>>
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<434xi16>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %a0 = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<128xi16>>
      %in = aie.objectfifo.subview.access %a0[0] : !aie.objectfifosubview<memref<128xi16>> -> memref<128xi16>
      %b0 = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<434xi16>>
      %out = aie.objectfifo.subview.access %b0[0] : !aie.objectfifosubview<memref<434xi16>> -> memref<434xi16>
      %a = aievec.upd %in[%c0] {index = 0 : i8, offset = 0 : i32} : memref<128xi16>, vector<32xi16>
      %b = aievec.upd %in[%c32] {index = 0 : i8, offset = 0 : i32} : memref<128xi16>, vector<32xi16>
      %o0 = arith.constant 0 : index
      %s0 = aievec.shuffle %a [t16_4x8] : vector<32xi16>
      vector.store %s0, %out[%o0] : memref<434xi16>, vector<32xi16>
      %o1 = arith.constant 32 : index
      %s1 = aievec.shuffle %a, %b [t16_16x4_lo] : vector<32xi16>
      vector.store %s1, %out[%o1] : memref<434xi16>, vector<32xi16>
      %o2 = arith.constant 64 : index
      %s2 = aievec.shuffle %a, %b [t16_16x4_hi] : vector<32xi16>
      vector.store %s2, %out[%o2] : memref<434xi16>, vector<32xi16>
      %o3 = arith.constant 96 : index
      %s3 = aievec.shuffle %a [t16_2x4] : vector<32xi16>
      vector.store %s3, %out[%o3] : memref<434xi16>, vector<32xi16>
      %o4 = arith.constant 128 : index
      %s4 = aievec.shuffle %a [t16_1x2_flip] : vector<32xi16>
      vector.store %s4, %out[%o4] : memref<434xi16>, vector<32xi16>
      %o5 = arith.constant 160 : index
      %s5 = aievec.legacyshuffle %a {mode = 40 : i32} : vector<32xi16>, vector<32xi16>
      vector.store %s5, %out[%o5] : memref<434xi16>, vector<32xi16>
      %ha = aievec.upd %in[%c0] {index = 0 : i8, offset = 0 : i32} : memref<128xi16>, vector<16xi16>
      %hb = aievec.upd %in[%c32] {index = 0 : i8, offset = 0 : i32} : memref<128xi16>, vector<16xi16>
      %wa = aievec.ups %ha {shift = 0 : i8} : vector<16xi16>, vector<16xi32>
      %wb = aievec.ups %hb {shift = 0 : i8} : vector<16xi16>, vector<16xi32>
      %w = aievec.shuffle %wa, %wb [t32_4x8_lo] : vector<16xi32>
      %wt = arith.trunci %w : vector<16xi32> to vector<16xi16>
      %o6 = arith.constant 192 : index
      vector.store %wt, %out[%o6] : memref<434xi16>, vector<16xi16>
      %e = aievec.upd %in[%c64] {index = 0 : i8, offset = 0 : i32} : memref<128xi16>, vector<64xi16>
      %e8 = aievec.pack %e : vector<64xi16>, vector<64xi8>
      %t8 = aievec.shuffle %e8 [t8_8x8] : vector<64xi8>
      %e16 = aievec.unpack %t8 : vector<64xi8>, vector<64xi16>
      %o7 = arith.constant 208 : index
      vector.store %e16, %out[%o7] : memref<434xi16>, vector<64xi16>
      %ten = arith.constant 10 : i32
      %sh = aievec.shift %a, %b, %ten {isAcc = false} : vector<32xi16>, vector<32xi16>, i32, vector<32xi16>
      %o8 = arith.constant 272 : index
      vector.store %sh, %out[%o8] : memref<434xi16>, vector<32xi16>
      %lt = aievec.cmp %a, %b {pred = "slt"} : vector<32xi16>, vector<32xi16>, ui32
      %sl = aievec.sel %a, %b, %lt : vector<32xi16>, vector<32xi16>, ui32, vector<32xi16>
      %o9 = arith.constant 304 : index
      vector.store %sl, %out[%o9] : memref<434xi16>, vector<32xi16>
      %ge = aievec.cmp %a, %b {pred = "uge"} : vector<32xi16>, vector<32xi16>, ui32
      %su = aievec.sel %a, %b, %ge : vector<32xi16>, vector<32xi16>, ui32, vector<32xi16>
      %o10 = arith.constant 336 : index
      vector.store %su, %out[%o10] : memref<434xi16>, vector<32xi16>
      %eq = aievec.cmp %a, %a {pred = "eq"} : vector<32xi16>, vector<32xi16>, ui32
      %se = aievec.sel %a, %b, %eq : vector<32xi16>, vector<32xi16>, ui32, vector<32xi16>
      %o11 = arith.constant 368 : index
      vector.store %se, %out[%o11] : memref<434xi16>, vector<32xi16>
      %p0 = aievec.ext %b {index = 0 : i8} : vector<32xi16>, vector<8xi16>
      %p1 = aievec.ext %b {index = 1 : i8} : vector<32xi16>, vector<8xi16>
      %p2 = aievec.ext %b {index = 2 : i8} : vector<32xi16>, vector<8xi16>
      %p3 = aievec.ext %b {index = 3 : i8} : vector<32xi16>, vector<8xi16>
      %cat = aievec.concat %p3, %p2, %p1, %p0 : vector<8xi16>, vector<32xi16>
      %o12 = arith.constant 400 : index
      vector.store %cat, %out[%o12] : memref<434xi16>, vector<32xi16>
      %seven = arith.constant 7 : i32
      %x7 = aievec.ext_elem %a, %seven : vector<32xi16>, i32, i16
      %o13 = arith.constant 432 : index
      %o14 = arith.constant 433 : index
      memref.store %x7, %out[%o13] : memref<434xi16>
      memref.store %x7, %out[%o14] : memref<434xi16>
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<128xi16>, %arg1: memref<434xi16>) {
      aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 1, 434][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<434xi16>
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 128][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, issue_token = true} : memref<128xi16>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
