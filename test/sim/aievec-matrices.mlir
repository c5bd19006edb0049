// aievec's matrix multiplies and convolutions on a core, end to end, against
// bytes computed without the simulator (Inputs/aievec/matrices.py, from the
// scalar references in Inputs/aievec/aie2.py): matmul of i8 (4x8 x 8x8 into
// i32) and of bf16 (4x8 x 8x4 into f32: exact products added in order, one
// rounding each), matmul_aie2p of i16, mul_conv and fma_conv (fmsub) of
// 16 lanes by a 4-tap filter into i64, srs of the i64 lanes (a core with a
// bf16 matmul rounds to nearest even).
// RUN: python3 %S/Inputs/aievec/matrices.py %t.in8 %t.in16 %t.expected
// RUN: aie-sim %s --input 0=%t.in8 --input 1=%t.in16 --expect 2=%t.expected | FileCheck %s
// CHECK: aie-sim: argument 2 = {{.*}} (128 × i32): matches {{.*}}.expected
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in8(%shim, {%core_tile}, 1 : i32) : !aie.objectfifo<memref<96xi8>>
    aie.objectfifo @in16(%shim, {%core_tile}, 1 : i32) : !aie.objectfifo<memref<160xi16>>
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<128xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c96 = arith.constant 96 : index
      %c128 = arith.constant 128 : index
      %c144 = arith.constant 144 : index
      %a8 = aie.objectfifo.acquire @in8(Consume, 1) : !aie.objectfifosubview<memref<96xi8>>
      %m8 = aie.objectfifo.subview.access %a8[0] : !aie.objectfifosubview<memref<96xi8>> -> memref<96xi8>
      %a16 = aie.objectfifo.acquire @in16(Consume, 1) : !aie.objectfifosubview<memref<160xi16>>
      %m16 = aie.objectfifo.subview.access %a16[0] : !aie.objectfifosubview<memref<160xi16>> -> memref<160xi16>
      %b0 = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<128xi32>>
      %out = aie.objectfifo.subview.access %b0[0] : !aie.objectfifosubview<memref<128xi32>> -> memref<128xi32>
      %la = aievec.upd %m8[%c0] {index = 0 : i8, offset = 0 : i32} : memref<96xi8>, vector<32xi8>
      %lb = aievec.upd %m8[%c32] {index = 0 : i8, offset = 0 : i32} : memref<96xi8>, vector<64xi8>
      %A = vector.shape_cast %la : vector<32xi8> to vector<4x8xi8>
      %B = vector.shape_cast %lb : vector<64xi8> to vector<8x8xi8>
      %acc = arith.constant dense<[[-16, -15, -14, -13, -12, -11, -10, -9], [-8, -7, -6, -5, -4, -3, -2, -1], [0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15]]> : vector<4x8xi32>
      %C = aievec.matmul %A, %B, %acc : vector<4x8xi8>, vector<8x8xi8> into vector<4x8xi32>
      %Cf = vector.shape_cast %C : vector<4x8xi32> to vector<32xi32>
      vector.store %Cf, %out[%c0] : memref<128xi32>, vector<32xi32>
      %fa = aievec.upd %m16[%c64] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %fb = aievec.upd %m16[%c96] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %fa16 = aievec.cast %fa {isResAcc = false} : vector<32xi16>, vector<32xbf16>
      %fb16 = aievec.cast %fb {isResAcc = false} : vector<32xi16>, vector<32xbf16>
      %FA = vector.shape_cast %fa16 : vector<32xbf16> to vector<4x8xbf16>
      %FB = vector.shape_cast %fb16 : vector<32xbf16> to vector<8x4xbf16>
      %half = arith.constant dense<0.5> : vector<4x4xf32>
      %FC = aievec.matmul %FA, %FB, %half : vector<4x8xbf16>, vector<8x4xbf16> into vector<4x4xf32>
      %fcf = vector.shape_cast %FC : vector<4x4xf32> to vector<16xf32>
      %fci = aievec.cast %fcf {isResAcc = false} : vector<16xf32>, vector<16xi32>
      vector.store %fci, %out[%c32] : memref<128xi32>, vector<16xi32>
      %sig = aievec.upd %m16[%c0] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %filt = aievec.upd %m16[%c32] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<32xi16>
      %cv = aievec.mul_conv %sig, %filt {M = 16 : i32, N = 4 : i32} : vector<32xi16>, vector<32xi16>, vector<16xi64>
      %eight = arith.constant 8 : i32
      %filt4 = aievec.shift %filt, %filt, %eight {isAcc = false} : vector<32xi16>, vector<32xi16>, i32, vector<32xi16>
      %cv2 = aievec.fma_conv %sig, %filt4, %cv {M = 16 : i32, N = 4 : i32, fmsub = true} : vector<32xi16>, vector<32xi16>, vector<16xi64>
      %three = arith.constant 3 : i32
      %cs = aievec.srs %cv2, %three : vector<16xi64>, i32, vector<16xi32>
      %c48 = arith.constant 48 : index
      vector.store %cs, %out[%c48] : memref<128xi32>, vector<16xi32>
      %pa = aievec.upd %m16[%c128] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<16xi16>
      %pb = aievec.upd %m16[%c144] {index = 0 : i8, offset = 0 : i32} : memref<160xi16>, vector<16xi16>
      %PA = vector.shape_cast %pa : vector<16xi16> to vector<8x2xi16>
      %PB = vector.shape_cast %pb : vector<16xi16> to vector<2x8xi16>
      %zero = arith.constant dense<0> : vector<8x8xi32>
      %PC = aievec.matmul_aie2p %PA, %PB, %zero : vector<8x2xi16>, vector<2x8xi16> into vector<8x8xi32>
      %pcf = vector.shape_cast %PC : vector<8x8xi32> to vector<64xi32>
      vector.store %pcf, %out[%c64] : memref<128xi32>, vector<64xi32>
      aie.objectfifo.release @in8(Consume, 1)
      aie.objectfifo.release @in16(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<96xi8>, %arg1: memref<160xi16>, %arg2: memref<128xi32>) {
      aiex.npu.dma_memcpy_nd(%arg2[0, 0, 0, 0][1, 1, 1, 128][0, 0, 0, 1]) {id = 2 : i64, metadata = @out} : memref<128xi32>
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 96][0, 0, 0, 1]) {id = 0 : i64, metadata = @in8, issue_token = true} : memref<96xi8>
      aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 0][1, 1, 1, 160][0, 0, 0, 1]) {id = 1 : i64, metadata = @in16, issue_token = true} : memref<160xi16>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
