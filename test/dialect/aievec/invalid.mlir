// The aievec verifier: every ODS constraint (MLIR's words) and every
// verify() rule (mlir-aie's words, AIEVecOps.cpp) on an op that breaks it.
// RUN: aiec --split-input-file --verify-diagnostics %s

func.func @f0(%a: vector<16xf32>, %b: vector<16xi32>) {
  // expected-error@+1 {{failed to verify that all of {lhs, rhs, result} have same type}}
  %0 = "aievec.add_elem"(%a, %b) : (vector<16xf32>, vector<16xi32>) -> vector<16xf32>
  return
}

// -----

func.func @f1(%a: f32, %b: f32) {
  // expected-error@+1 {{operand #0 must be vector of any type values, but got 'f32'}}
  %0 = "aievec.sub_elem"(%a, %b) : (f32, f32) -> f32
  return
}

// -----

func.func @f2(%a: vector<16xf32>) {
  // expected-error@+1 {{result #0 must be vector of any type values, but got 'f32'}}
  %0 = "aievec.neg"(%a) : (vector<16xf32>) -> f32
  return
}

// -----

func.func @f4(%a: vector<8xf32>) {
  // expected-error@+1 {{operand #0 must be 32-bit float or vector of 32-bit float values of length 16/32, but got 'vector<8xf32>'}}
  %0 = aievec.inv %a : vector<8xf32>
  return
}

// -----

func.func @f5(%a: vector<8xi32>, %b: vector<8xi32>) {
  // expected-error@+1 {{operand #0 must be 512-bit wide vector, of 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or bfloat16 type, but got 'vector<8xi32>'}}
  %0 = aievec.bxor %a, %b : vector<8xi32>, vector<8xi32>, vector<8xi32>
  return
}

// -----

func.func @f6(%a: vector<32xi16>, %b: vector<32xi16>) {
  // expected-error@+1 {{failed to verify that result type is a valid accumulator type given the type of the operands.}}
  %0 = aievec.mul_elem %a, %b : vector<32xi16>, vector<32xi16>, vector<32xi64>
  return
}

// -----

func.func @f7(%a: vector<32xi16>, %b: vector<32xi8>) {
  // expected-error@+1 {{requires all operands to have the same type}}
  %0 = aievec.mul_elem %a, %b : vector<32xi16>, vector<32xi8>, vector<32xi32>
  return
}

// -----

func.func @f8(%a: vector<16xi16>, %b: vector<16xi16>) {
  // expected-error@+1 {{requires the same shape for all operands and results}}
  %0 = aievec.mul_elem %a, %b : vector<16xi16>, vector<16xi16>, vector<32xi32>
  return
}

// -----

func.func @f9(%a: vector<16xi8>, %b: vector<16xi8>) {
  // expected-error@+1 {{result #0 must be vector of 32-bit signless integer or 64-bit signless integer or 32-bit float values of length 16/32, but got 'vector<64xi32>'}}
  %0 = aievec.mul_elem %a, %b : vector<16xi8>, vector<16xi8>, vector<64xi32>
  return
}

// -----

func.func @f10(%a: vector<16xi64>, %b: vector<16xi64>) {
  // expected-error@+1 {{operand #0 must be vector of 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or bfloat16 type or 32-bit float values of length 16/32, but got 'vector<16xi64>'}}
  %0 = aievec.mul_elem %a, %b : vector<16xi64>, vector<16xi64>, vector<16xi64>
  return
}

// -----

func.func @f11(%a: vector<16xi16>, %b: vector<32xi16>, %c: vector<16xi32>) {
  // expected-error@+1 {{The number of lanes in lhs operand must be the same as rhs operand}}
  %0 = aievec.mac_elem %a, %b, %c : vector<16xi16>, vector<32xi16>, vector<16xi32>
  return
}

// -----

func.func @f12(%a: vector<16xi16>, %b: vector<16xbf16>, %c: vector<16xi32>) {
  // expected-error@+1 {{The element type of lhs and rhs operand vectors must match}}
  %0 = aievec.mac_elem %a, %b, %c : vector<16xi16>, vector<16xbf16>, vector<16xi32>
  return
}

// -----

func.func @f13(%a: vector<16xbf16>, %b: vector<16xbf16>, %c: vector<16xi32>) {
  // expected-error@+1 {{Integer result must have integer operands}}
  %0 = aievec.mac_elem %a, %b, %c : vector<16xbf16>, vector<16xbf16>, vector<16xi32>
  return
}

// -----

func.func @f14(%a: vector<16xi32>, %b: vector<16xi32>, %c: vector<16xi32>) {
  // expected-error@+1 {{the element type of accumulator must have wider width than that of the operand vectors}}
  %0 = aievec.mac_elem %a, %b, %c : vector<16xi32>, vector<16xi32>, vector<16xi32>
  return
}

// -----

func.func @f15(%a: vector<16xi16>, %b: vector<16xi16>, %c: vector<16xf32>) {
  // expected-error@+1 {{Floating point result must have floating point operands}}
  %0 = aievec.mac_elem %a, %b, %c : vector<16xi16>, vector<16xi16>, vector<16xf32>
  return
}

// -----

func.func @f16(%a: vector<16xi16>, %b: vector<16xi16>, %c: vector<16xi64>) {
  // expected-error@+1 {{the accumulator's type 'vector<16xi64>' is not the result type 'vector<16xi32>'}}
  %0 = "aievec.mac_elem"(%a, %b, %c) : (vector<16xi16>, vector<16xi16>, vector<16xi64>) -> vector<16xi32>
  return
}

// -----

func.func @f17(%a: vector<16xi32>) {
  // expected-error@+1 {{The vector type of source vector and result vector must match}}
  %0 = aievec.broadcast %a {idx = 2 : i8} : vector<16xi32>, vector<32xi32>
  return
}

// -----

func.func @f18(%a: vector<16xi32>) {
  // expected-error@+1 {{attribute 'idx' failed to satisfy constraint: 8-bit signless integer attribute whose value is non-negative}}
  %0 = aievec.broadcast %a {idx = -1 : i8} : vector<16xi32>, vector<16xi32>
  return
}

// -----

func.func @f19(%a: i64) {
  // expected-error@+1 {{operand #0 must be bfloat16 type or 32-bit float or 32-bit signless integer or 16-bit signless integer or 8-bit signless integer, but got 'i64'}}
  %0 = aievec.broadcast_scalar %a : i64, vector<8xi64>
  return
}

// -----

func.func @f20(%a: i32) {
  // expected-error@+1 {{the element type of result vector must be the same as the source type}}
  %0 = aievec.broadcast_scalar %a : i32, vector<16xf32>
  return
}

// -----

func.func @f21(%a: vector<16xi32>) {
  // expected-error@+1 {{The number of lanes in source vector and result accumulator must match}}
  %0 = aievec.ups %a : vector<16xi32>, vector<32xi64>
  return
}

// -----

func.func @f22(%a: vector<16xi32>) {
  // expected-error@+1 {{the element type of result accumulator must be wider than that of the source vector}}
  %0 = aievec.ups %a : vector<16xi32>, vector<16xi16>
  return
}

// -----

func.func @f23(%a: vector<16xi32>) {
  // expected-error@+1 {{the bitwidth of resource and result should be equal}}
  %0 = aievec.cast %a : vector<16xi32>, vector<16xi64>
  return
}

// -----

func.func @f24(%a: vector<16xi64>, %s: f32) {
  // expected-error@+1 {{operand #1 must be integer, but got 'f32'}}
  %0 = aievec.srs %a, %s : vector<16xi64>, f32, vector<16xi32>
  return
}

// -----

func.func @f25(%a: vector<16xi64>, %s: i32) {
  // expected-error@+1 {{The number of lanes in result vector and source accumulator must match}}
  %0 = aievec.srs %a, %s : vector<16xi64>, i32, vector<32xi32>
  return
}

// -----

func.func @f26(%a: vector<16xi32>, %s: i32) {
  // expected-error@+1 {{the element type of source accumulator must be wider than that of the result vector}}
  %0 = aievec.srs %a, %s : vector<16xi32>, i32, vector<16xi32>
  return
}

// -----

func.func @f27(%a: vector<16xf32>, %s: i32) {
  // expected-error@+1 {{the element type of         source accumulator must be same as the result         vector}}
  %0 = aievec.srs %a, %s : vector<16xf32>, i32, vector<16xf64>
  return
}

// -----

func.func @f28(%a: vector<16xi64>, %s: i32) {
  // expected-error@+1 {{attribute 'sign' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 1}}
  %0 = aievec.srs %a, %s {sign = 2 : i32} : vector<16xi64>, i32, vector<16xi32>
  return
}

// -----

func.func @f29(%m: vector<64xi16>, %i: index) {
  // expected-error@+1 {{requires memref type}}
  %0 = aievec.upd %m[%i] : vector<64xi16>, vector<32xi16>
  return
}

// -----

func.func @f30(%m: memref<64xi16>) {
  // expected-error@+1 {{upd source cannot come from scalar value}}
  %0 = "aievec.upd"(%m) <{index = 0 : i8, offset = 0 : i32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (memref<64xi16>) -> vector<32xi16>
  return
}

// -----

func.func @f31(%m: memref<64xi16>, %i: index, %v: vector<16xi16>) {
  // expected-error@+1 {{result types of linked UPD ops do not match}}
  %0 = "aievec.upd"(%m, %i, %v) <{index = 1 : i8, offset = 0 : i32, operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<64xi16>, index, vector<16xi16>) -> vector<32xi16>
  return
}

// -----

func.func @f32(%m: memref<64xi16>, %i: index) {
  // expected-error@+1 {{attribute 'index' failed to satisfy constraint: 8-bit signless integer attribute whose minimum value is 0 whose maximum value is 1}}
  %0 = aievec.upd %m[%i] {index = 2 : i8} : memref<64xi16>, vector<32xi16>
  return
}

// -----

func.func @f33(%a: vector<16xi32>) {
  // expected-error@+1 {{Must concatenate at least two vectors}}
  %0 = aievec.concat %a : vector<16xi32>, vector<16xi32>
  return
}

// -----

func.func @f34(%a: vector<16xi32>, %b: vector<16xi32>) {
  // expected-error@+1 {{inferred type(s) 'vector<32xi32>' are incompatible with return type(s) of operation 'vector<64xi32>'}}
  %0 = aievec.concat %a, %b : vector<16xi32>, vector<64xi32>
  return
}

// -----

func.func @f35(%a: vector<16xi32>, %b: vector<8xi32>) {
  // expected-error@+1 {{All sources must have same type}}
  %0 = "aievec.concat"(%a, %b) : (vector<16xi32>, vector<8xi32>) -> vector<24xi32>
  return
}

// -----

func.func @f36(%a: vector<16xi32>) {
  // expected-error@+1 {{lanes in source vector must be at least twice that of result vector}}
  %0 = aievec.ext %a {index = 0 : i8} : vector<16xi32>, vector<16xi32>
  return
}

// -----

func.func @f37(%a: vector<16xi32>) {
  // expected-error@+1 {{lanes in result vector must be a multiple of source vector lanes}}
  %0 = aievec.ext %a {index = 0 : i8} : vector<16xi32>, vector<7xi32>
  return
}

// -----

func.func @f38(%a: vector<16xi32>) {
  // expected-error@+1 {{index out of bounds}}
  %0 = aievec.ext %a {index = 2 : i8} : vector<16xi32>, vector<8xi32>
  return
}

// -----

func.func @f39(%a: vector<16xi32>) {
  // expected-error@+1 {{source and result element type must be same}}
  %0 = aievec.ext %a {index = 0 : i8} : vector<16xi32>, vector<8xf32>
  return
}

// -----

func.func @f40(%a: vector<16xi32>) {
  // expected-error@+1 {{attribute 'index' failed to satisfy constraint: 8-bit signless integer attribute whose minimum value is 0 whose maximum value is 8}}
  %0 = aievec.ext %a {index = 9 : i8} : vector<16xi32>, vector<8xi32>
  return
}

// -----

func.func @f41(%a: vector<32xbf16>) {
  // expected-error@+1 {{requires integer element types}}
  %0 = aievec.pack %a : vector<32xbf16>, vector<32xi8>
  return
}

// -----

func.func @f42(%a: vector<32xi32>) {
  // expected-error@+1 {{pack must narrow i16->i8 (same lanes) or i8->i8 (input lanes = 2 * output lanes, int4-packed)}}
  %0 = aievec.pack %a : vector<32xi32>, vector<32xi8>
  return
}

// -----

func.func @f43(%a: vector<32xi8>) {
  // expected-error@+1 {{unpack must widen i8->i16 (same lanes) or i8->i8 (output lanes = 2 * input lanes, int4-packed)}}
  %0 = aievec.unpack %a : vector<32xi8>, vector<32xi32>
  return
}

// -----

func.func @f44(%a: vector<16xi32>, %b: vector<16xi32>, %s: i32) {
  // expected-error@+1 {{All vectors must have same type}}
  %0 = aievec.shift %a, %b, %s : vector<16xi32>, vector<16xi32>, i32, vector<16xf32>
  return
}

// -----

func.func @f45(%a: vector<16xi32>, %b: vector<16xi32>, %s: i16) {
  // expected-error@+1 {{operand #2 must be 32-bit signless integer, but got 'i16'}}
  %0 = aievec.shift %a, %b, %s : vector<16xi32>, vector<16xi32>, i16, vector<16xi32>
  return
}

// -----

func.func @f46(%a: vector<16xi32>) {
  // expected-error@+1 {{The number of lanes in input and output vector must match}}
  %0 = aievec.legacyshuffle %a : vector<16xi32>, vector<32xi32>
  return
}

// -----

func.func @f47(%a: vector<16xi32>) {
  // expected-error@+1 {{The type width in input and output must match}}
  %0 = aievec.legacyshuffle %a : vector<16xi32>, vector<16xi16>
  return
}

// -----

func.func @f48(%a: vector<32xi16>, %b: vector<32xi16>) {
  // expected-error@+1 {{M and N should be larger than 0 and 2*M should be no less than M+N-1}}
  %0 = aievec.mul_conv %a, %b : vector<32xi16>, vector<32xi16>, vector<16xi64>
  return
}

// -----

func.func @f49(%a: vector<32xi16>, %b: vector<32xi8>) {
  // expected-error@+1 {{The element type of lhs and rhs operand vectors must match}}
  %0 = aievec.mul_conv %a, %b {M = 16 : i32, N = 4 : i32} : vector<32xi16>, vector<32xi8>, vector<16xi64>
  return
}

// -----

func.func @f50(%a: vector<32xbf16>, %b: vector<32xbf16>) {
  // expected-error@+1 {{requires integer type}}
  %0 = aievec.mul_conv %a, %b {M = 16 : i32, N = 4 : i32} : vector<32xbf16>, vector<32xbf16>, vector<16xf32>
  return
}

// -----

func.func @f51(%a: vector<32xi16>, %b: vector<32xi16>) {
  // expected-error@+1 {{The number of lanes in accumulator must be the same as M and the half as lhs and rhs operand}}
  %0 = aievec.mul_conv %a, %b {M = 8 : i32, N = 4 : i32} : vector<32xi16>, vector<32xi16>, vector<16xi64>
  return
}

// -----

func.func @f53(%a: vector<16xi32>, %b: vector<16xf32>) {
  // expected-error@+1 {{failed to verify that all of {lhs, rhs} have same type}}
  %0 = "aievec.cmp"(%a, %b) <{pred = "eq"}> : (vector<16xi32>, vector<16xf32>) -> ui32
  return
}

// -----

func.func @f54(%a: vector<16xi32>, %b: vector<16xi32>) {
  // expected-error@+1 {{result #0 must be unsigned integer, but got 'i32'}}
  %0 = aievec.cmp %a, %b {pred = "eq"} : vector<16xi32>, vector<16xi32>, i32
  return
}

// -----

func.func @f55(%a: vector<16xi32>, %b: vector<16xi32>, %s: i32) {
  // expected-error@+1 {{operand #2 must be unsigned integer, but got 'i32'}}
  %0 = aievec.sel %a, %b, %s : vector<16xi32>, vector<16xi32>, i32, vector<16xi32>
  return
}

// -----

func.func @f56(%a: vector<16xi32>, %i: i32) {
  // expected-error@+1 {{failed to verify that all of {source, result} have same element type}}
  %0 = aievec.ext_elem %a, %i : vector<16xi32>, i32, i16
  return
}

// -----

func.func @f57(%a: vector<4x4xbf16>, %b: vector<8x4xbf16>, %c: vector<4x4xf32>) {
  // expected-error@+1 {{operand #0 must be a vector compatible with a lhs operand of matrix-multiply and accumulate, but got 'vector<4x4xbf16>'}}
  %0 = aievec.matmul %a, %b, %c : vector<4x4xbf16>, vector<8x4xbf16> into vector<4x4xf32>
  return
}

// -----

func.func @f58(%a: vector<4x8xi8>, %b: vector<8x8xi8>, %c: vector<2x8xi32>) {
  // expected-error@+1 {{operand #2 must be a vector compatible with an accumulator of matrix-multiply and accumulate, but got 'vector<2x8xi32>'}}
  %0 = aievec.matmul %a, %b, %c : vector<4x8xi8>, vector<8x8xi8> into vector<2x8xi32>
  return
}

// -----

func.func @f59(%a: vector<4x8xi8>, %b: vector<8x8xi8>, %c: vector<4x4xi32>) {
  // expected-error@+1 {{failed to verify that [lhs x rhs = acc] is a valid contraction}}
  %0 = aievec.matmul %a, %b, %c : vector<4x8xi8>, vector<8x8xi8> into vector<4x4xi32>
  return
}

// -----

func.func @f60(%a: vector<4x8xi16>, %b: vector<8x4xbf16>, %c: vector<4x4xf32>) {
  // expected-error@+1 {{failed to verify that lhs x rhs = acc is a valid AIE2 matrix-multiply and accumulate op}}
  %0 = aievec.matmul %a, %b, %c : vector<4x8xi16>, vector<8x4xbf16> into vector<4x4xf32>
  return
}

// -----

func.func @f61(%a: vector<4x8xi8>, %b: vector<8x8xi8>, %c: vector<4x8xi32>) {
  // expected-error@+1 {{operand #0 must be a vector compatible with a lhs operand of AIE2P matrix-multiply and accumulate, but got 'vector<4x8xi8>'}}
  %0 = aievec.matmul_aie2p %a, %b, %c : vector<4x8xi8>, vector<8x8xi8> into vector<4x8xi32>
  return
}

// -----

func.func @f62(%a: vector<16xi32>) {
  // expected-error@+1 {{shuffle mode 't16_4x8' requires vectors of 16-bit elements}}
  %0 = aievec.shuffle %a [t16_4x8] : vector<16xi32>
  return
}

// -----

func.func @f63(%a: vector<32xi16>, %b: vector<32xi16>) {
  // expected-error@+1 {{shuffle mode 't16_4x8' does not admit a second operand}}
  %0 = aievec.shuffle %a, %b [t16_4x8] : vector<32xi16>
  return
}

// -----

func.func @f64(%a: vector<32xbf16>) {
  // expected-error@+1 {{shuffle mode 't16_16x4_lo' requires a second operand}}
  %0 = aievec.shuffle %a [t16_16x4_lo] : vector<32xbf16>
  return
}

// -----

func.func @f65(%a: vector<16xi32>, %b: vector<16xf32>) {
  // expected-error@+1 {{failed to verify that result and rhs have the same type}}
  %0 = "aievec.shuffle"(%a, %b) <{mode = #aievec<mode[t32_4x8_lo]>}> : (vector<16xi32>, vector<16xf32>) -> vector<16xi32>
  return
}

// -----

func.func @f66(%a: vector<8xi32>) {
  // expected-error@+1 {{operand #0 must be 512-bit wide vector, of 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer or 128-bit signless integer or 256-bit signless integer or 512-bit signless integer or bfloat16 type or 32-bit float, but got 'vector<8xi32>'}}
  %0 = aievec.shuffle %a [t32_4x4] : vector<8xi32>
  return
}

// -----

func.func @arity(%a: vector<16xi64>) {
  // expected-error@+1 {{'aievec.srs' op expected 2 operands, but found 1}}
  %0 = "aievec.srs"(%a) : (vector<16xi64>) -> vector<16xi32>
  return
}

// -----

func.func @results(%a: vector<16xi32>) {
  // expected-error@+1 {{'aievec.neg' op requires one result}}
  "aievec.neg"(%a) : (vector<16xi32>) -> ()
  return
}
