// aievec's loads, products and accumulators on a core, end to end, against
// bytes computed without the simulator (Inputs/aievec/products.py, from the
// scalar references in Inputs/aievec/aie2.py): upd (whole, and a half linked
// to another upd at an offset), mul_elem, mac_elem and its fmsub, broadcast,
// broadcast_scalar, ups with a shift, srs signed and unsigned (the core holds
// an integer srs: saturation and rounding to nearest, ties up), pack
// (saturating) and unpack, ext, concat, cast, and the bf16 path (products
// exact in f32, one rounding per accumulation, srs to bf16 to nearest even).
// RUN: python3 %S/Inputs/aievec/products.py %t.in %t.expected
// RUN: aie-sim %s --input 0=%t.in --expect 1=%t.expected | FileCheck %s
// CHECK: aie-sim: argument 1 = {{.*}} (160 × i16): matches {{.*}}.expected
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 1 : i32) : !aie.objectfifo<memref<160xi16>>
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<160xi16>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c96 = arith.constant 96 : index
      %c128 = arith.constant 128 : index
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<160xi16>>
      %in = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<160xi16>> -> memref<160xi16>
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<160xi16>>
      %out = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<160xi16>> -> memref<160xi16>
      %x = aievec.upd %in[%c0] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %y = aievec.upd %in[%c32] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %z = aievec.upd %in[%c64] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %d = aievec.upd %in[%c96] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %p = aievec.mul_elem %x, %y : vector<32xi16>, vector<32xi16>, vector<32xi32>
      %q = aievec.mac_elem %x, %y, %p : vector<32xi16>, vector<32xi16>, vector<32xi32>
      %y5 = aievec.broadcast %y {idx = 5 : i8} : vector<32xi16>, vector<32xi16>
      %q2 = aievec.mac_elem %z, %y5, %q {fmsub = true} : vector<32xi16>, vector<32xi16>, vector<32xi32>
      %s5 = arith.constant 5 : i32
      %r1 = aievec.srs %q2, %s5 : vector<32xi32>, i32, vector<32xi16>
      vector.store %r1, %out[%c0] : memref<160xi16>, vector<32xi16>
      %u = aievec.ups %d {shift = 4 : i8} : vector<32xi16>, vector<32xi32>
      %three = arith.constant 3 : i16
      %t = aievec.broadcast_scalar %three : i16, vector<32xi16>
      %q3 = aievec.mac_elem %x, %t, %u : vector<32xi16>, vector<32xi16>, vector<32xi32>
      %s2 = arith.constant 2 : i32
      %r2 = aievec.srs %q3, %s2 {sign = 0 : i32} : vector<32xi32>, i32, vector<32xi16>
      vector.store %r2, %out[%c32] : memref<160xi16>, vector<32xi16>
      %v1 = aievec.upd %in[%c96] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %v2 = aievec.upd %in[%c0], %v1 {index = 1 : i8, offset = 256 : i32} : memref<160xi16>, vector<32xi16>
      vector.store %v2, %out[%c64] : memref<160xi16>, vector<32xi16>
      %pk = aievec.pack %z : vector<32xi16>, vector<32xi8>
      %un = aievec.unpack %pk : vector<32xi8>, vector<32xi16>
      vector.store %un, %out[%c96] : memref<160xi16>, vector<32xi16>
      %fi = aievec.upd %in[%c128] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %fb = aievec.cast %fi {isResAcc = false} : vector<32xi16>, vector<32xbf16>
      %la = aievec.ext %fb {index = 0 : i8} : vector<32xbf16>, vector<16xbf16>
      %lb = aievec.ext %fb {index = 1 : i8} : vector<32xbf16>, vector<16xbf16>
      %m = aievec.mul_elem %la, %lb : vector<16xbf16>, vector<16xbf16>, vector<16xf32>
      %m2 = aievec.mac_elem %la, %la, %m : vector<16xbf16>, vector<16xbf16>, vector<16xf32>
      %m3 = aievec.mac_elem %lb, %lb, %m2 {fmsub = true} : vector<16xbf16>, vector<16xbf16>, vector<16xf32>
      %s0 = arith.constant 0 : i32
      %fr = aievec.srs %m3, %s0 : vector<16xf32>, i32, vector<16xbf16>
      %ua = aievec.ups %la {shift = 0 : i8} : vector<16xbf16>, vector<16xf32>
      %fr2 = aievec.srs %ua, %s0 : vector<16xf32>, i32, vector<16xbf16>
      %cat = aievec.concat %fr, %fr2 : vector<16xbf16>, vector<32xbf16>
      %fo = aievec.cast %cat {isResAcc = false} : vector<32xbf16>, vector<32xi16>
      vector.store %fo, %out[%c128] : memref<160xi16>, vector<32xi16>
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<160xi16>, %arg1: memref<160xi16>) {
      aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 1, 160][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<160xi16>
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 160][0, 0, 0, 1]) {id = 0 : i64, metadata = @in, issue_token = true} : memref<160xi16>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
