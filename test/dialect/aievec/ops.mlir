// Every op of the aievec dialect (mlir-aie's AIEVecOps.td) in its custom
// syntax: parsed, verified and printed as aie-opt prints it (attributes MLIR
// always holds, such as ups's shift, are printed; srs's sign only when not
// 1; mac_elem's fmsub only when true), and read back to the same text.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | aiec | FileCheck %s

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%a: vector<16xf32>, %b: vector<16xf32>, %i: vector<32xi16>, %j: vector<32xi16>, %acc: vector<32xi32>) {
  // CHECK: %[[ADD:.*]] = aievec.add_elem %arg0, %arg1 : vector<16xf32>
  %0 = aievec.add_elem %a, %b : vector<16xf32>
  // CHECK: aievec.sub_elem %[[ADD]], %arg1 : vector<16xf32>
  %1 = aievec.sub_elem %0, %b : vector<16xf32>
  // CHECK: %[[MUL:.*]] = aievec.mul_elem %arg2, %arg3 : vector<32xi16>, vector<32xi16>, vector<32xi32>
  %2 = aievec.mul_elem %i, %j : vector<32xi16>, vector<32xi16>, vector<32xi32>
  // CHECK: aievec.mac_elem %arg2, %arg3, %[[MUL]] : vector<32xi16>, vector<32xi16>, vector<32xi32>
  %3 = aievec.mac_elem %i, %j, %2 : vector<32xi16>, vector<32xi16>, vector<32xi32>
  // CHECK: aievec.mac_elem %arg2, %arg3, %arg4 {fmsub = true} : vector<32xi16>, vector<32xi16>, vector<32xi32>
  %4 = aievec.mac_elem %i, %j, %acc {fmsub = true} : vector<32xi16>, vector<32xi16>, vector<32xi32>
  // CHECK: aievec.mac_elem %arg2, %arg3, %arg4 : vector<32xi16>, vector<32xi16>, vector<32xi32>
  %5 = aievec.mac_elem %i, %j, %acc {fmsub = false} : vector<32xi16>, vector<32xi16>, vector<32xi32>
  // CHECK: aievec.min %arg2, %arg3 : vector<32xi16>
  %6 = aievec.min %i, %j : vector<32xi16>
  // CHECK: aievec.max %arg0, %arg1 : vector<16xf32>
  %7 = aievec.max %a, %b : vector<16xf32>
  // CHECK: aievec.neg %arg0 : vector<16xf32>
  %8 = aievec.neg %a : vector<16xf32>
  // CHECK: aievec.exp %arg0 : vector<16xf32>
  %9 = aievec.exp %a : vector<16xf32>
  // CHECK: aievec.tanh %arg0 : vector<16xf32>
  %10 = aievec.tanh %a : vector<16xf32>
  // CHECK: aievec.inv %arg0 : vector<16xf32>
  %11 = aievec.inv %a : vector<16xf32>
  return
}

// CHECK-LABEL: func.func @accumulators
func.func @accumulators(%v: vector<16xi32>, %w: vector<32xbf16>, %s: i32) {
  // CHECK: %[[UPS:.*]] = aievec.ups %arg0 {shift = 0 : i8} : vector<16xi32>, vector<16xi64>
  %0 = aievec.ups %v : vector<16xi32>, vector<16xi64>
  // CHECK: aievec.ups %arg0 {shift = 5 : i8} : vector<16xi32>, vector<16xi64>
  %1 = aievec.ups %v {shift = 5 : i8} : vector<16xi32>, vector<16xi64>
  // CHECK: aievec.srs %[[UPS]], %arg2 : vector<16xi64>, i32, vector<16xi32>
  %2 = aievec.srs %0, %s : vector<16xi64>, i32, vector<16xi32>
  // CHECK: aievec.srs %[[UPS]], %arg2 : vector<16xi64>, i32, vector<16xi32>
  %3 = aievec.srs %0, %s {sign = 1 : i32} : vector<16xi64>, i32, vector<16xi32>
  // CHECK: aievec.srs %[[UPS]], %arg2 {sign = 0 : i32} : vector<16xi64>, i32, vector<16xi32>
  %4 = aievec.srs %0, %s {sign = 0 : i32} : vector<16xi64>, i32, vector<16xi32>
  // CHECK: %[[F:.*]] = aievec.ups %arg1 {shift = 0 : i8} : vector<32xbf16>, vector<32xf32>
  %5 = aievec.ups %w {shift = 0 : i8} : vector<32xbf16>, vector<32xf32>
  // CHECK: aievec.srs %[[F]], %arg2 : vector<32xf32>, i32, vector<32xbf16>
  %6 = aievec.srs %5, %s : vector<32xf32>, i32, vector<32xbf16>
  // CHECK: aievec.cast %arg0 {isResAcc = true} : vector<16xi32>, vector<16xi32>
  %7 = aievec.cast %v {isResAcc = true} : vector<16xi32>, vector<16xi32>
  // CHECK: aievec.cast %arg0 {isResAcc = false} : vector<16xi32>, vector<16xf32>
  %8 = aievec.cast %v : vector<16xi32>, vector<16xf32>
  return
}

// CHECK-LABEL: func.func @lanes
func.func @lanes(%m: memref<4x64xi16>, %i: index, %v: vector<32xi16>, %x: i16, %k: i32) {
  // CHECK: %[[U0:.*]] = aievec.upd %arg0[%arg1, %c0] {index = 0 : i8, offset = 0 : i32} : memref<4x64xi16>, vector<32xi16>
  %c0 = arith.constant 0 : index
  %0 = aievec.upd %m[%i, %c0] {index = 0 : i8, offset = 0 : i32} : memref<4x64xi16>, vector<32xi16>
  // CHECK: %[[U1:.*]] = aievec.upd %arg0[%arg1, %c0], %[[U0]] {index = 1 : i8, offset = 256 : i32} : memref<4x64xi16>, vector<32xi16>
  %1 = aievec.upd %m[%i, %c0], %0 {index = 1 : i8, offset = 256 : i32} : memref<4x64xi16>, vector<32xi16>
  // CHECK: aievec.upd %arg0[%arg1, %c0] {index = 0 : i8, offset = 0 : i32} : memref<4x64xi16>, vector<16xi16>
  %2 = aievec.upd %m[%i, %c0] : memref<4x64xi16>, vector<16xi16>
  // CHECK: %[[C:.*]] = aievec.concat %[[U1]], %arg2 : vector<32xi16>, vector<64xi16>
  %3 = aievec.concat %1, %v : vector<32xi16>, vector<64xi16>
  // CHECK: aievec.ext %[[C]] {index = 1 : i8} : vector<64xi16>, vector<32xi16>
  %4 = aievec.ext %3 {index = 1 : i8} : vector<64xi16>, vector<32xi16>
  // CHECK: aievec.broadcast %arg2 {idx = 3 : i8} : vector<32xi16>, vector<32xi16>
  %5 = aievec.broadcast %v {idx = 3 : i8} : vector<32xi16>, vector<32xi16>
  // CHECK: aievec.broadcast_scalar %arg3 : i16, vector<32xi16>
  %6 = aievec.broadcast_scalar %x : i16, vector<32xi16>
  // CHECK: aievec.ext_elem %arg2, %arg4 : vector<32xi16>, i32, i16
  %7 = aievec.ext_elem %v, %k : vector<32xi16>, i32, i16
  // CHECK: aievec.shift %arg2, %[[U1]], %arg4 {isAcc = false} : vector<32xi16>, vector<32xi16>, i32, vector<32xi16>
  %8 = aievec.shift %v, %1, %k {isAcc = false} : vector<32xi16>, vector<32xi16>, i32, vector<32xi16>
  // CHECK: aievec.legacyshuffle %arg2 {mode = 0 : i32} : vector<32xi16>, vector<32xi16>
  %9 = aievec.legacyshuffle %v : vector<32xi16>, vector<32xi16>
  // CHECK: %[[P:.*]] = aievec.pack %arg2 : vector<32xi16>, vector<32xi8>
  %10 = aievec.pack %v : vector<32xi16>, vector<32xi8>
  // CHECK: aievec.unpack %[[P]] : vector<32xi8>, vector<32xi16>
  %11 = aievec.unpack %10 : vector<32xi8>, vector<32xi16>
  return
}

// CHECK-LABEL: func.func @select
func.func @select(%a: vector<16xi32>, %b: vector<16xi32>, %c: vector<32xbf16>) {
  // CHECK: %[[M:.*]] = aievec.cmp %arg0, %arg1 {pred = "sgt"} : vector<16xi32>, vector<16xi32>, ui32
  %0 = aievec.cmp %a, %b {pred = "sgt"} : vector<16xi32>, vector<16xi32>, ui32
  // CHECK: aievec.sel %arg0, %arg1, %[[M]] : vector<16xi32>, vector<16xi32>, ui32, vector<16xi32>
  %1 = aievec.sel %a, %b, %0 : vector<16xi32>, vector<16xi32>, ui32, vector<16xi32>
  // CHECK: aievec.bxor %arg0, %arg1 : vector<16xi32>, vector<16xi32>, vector<16xi32>
  %2 = aievec.bxor %a, %b : vector<16xi32>, vector<16xi32>, vector<16xi32>
  // CHECK: aievec.bor %arg0, %arg1 : vector<16xi32>, vector<16xi32>, vector<16xi32>
  %3 = aievec.bor %a, %b : vector<16xi32>, vector<16xi32>, vector<16xi32>
  // CHECK: aievec.band %arg0, %arg1 : vector<16xi32>, vector<16xi32>, vector<16xi32>
  %4 = aievec.band %a, %b : vector<16xi32>, vector<16xi32>, vector<16xi32>
  // CHECK: aievec.bneg %arg2 : vector<32xbf16>
  %5 = aievec.bneg %c : vector<32xbf16>
  // CHECK: aievec.shuffle %arg0 [t32_4x4] : vector<16xi32>
  %6 = aievec.shuffle %a [t32_4x4] : vector<16xi32>
  // CHECK: aievec.shuffle %arg0, %arg1 [t32_4x8_lo] : vector<16xi32>
  %7 = aievec.shuffle %a, %b [t32_4x8_lo] : vector<16xi32>
  return
}

// CHECK-LABEL: func.func @matrices
func.func @matrices(%a: vector<4x8xbf16>, %b: vector<8x4xbf16>, %c: vector<4x4xf32>, %d: vector<8x8xi8>, %e: vector<8x8xi32>, %l: vector<32xi16>, %r: vector<32xi16>, %acc: vector<16xi64>) {
  // CHECK: aievec.matmul %arg0, %arg1, %arg2 : vector<4x8xbf16>, vector<8x4xbf16> into vector<4x4xf32>
  %0 = aievec.matmul %a, %b, %c : vector<4x8xbf16>, vector<8x4xbf16> into vector<4x4xf32>
  // CHECK: aievec.matmul_aie2p %arg3, %arg3, %arg4 : vector<8x8xi8>, vector<8x8xi8> into vector<8x8xi32>
  %1 = aievec.matmul_aie2p %d, %d, %e : vector<8x8xi8>, vector<8x8xi8> into vector<8x8xi32>
  // CHECK: %[[MC:.*]] = aievec.mul_conv %arg5, %arg6 {M = 16 : i32, N = 4 : i32} : vector<32xi16>, vector<32xi16>, vector<16xi64>
  %2 = aievec.mul_conv %l, %r {M = 16 : i32, N = 4 : i32} : vector<32xi16>, vector<32xi16>, vector<16xi64>
  // CHECK: aievec.fma_conv %arg5, %arg6, %[[MC]] {M = 16 : i32, N = 4 : i32, fmsub = true} : vector<32xi16>, vector<32xi16>, vector<16xi64>
  %3 = aievec.fma_conv %l, %r, %2 {M = 16 : i32, N = 4 : i32, fmsub = true} : vector<32xi16>, vector<32xi16>, vector<16xi64>
  return
}
