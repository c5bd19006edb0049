// Each arith cast converts only between the types MLIR allows it
// (areCastCompatible), element-wise on vectors of one shape.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec %s --split-input-file 2>&1 | FileCheck %s

func.func @index_to_index(%a: index) -> index {
  // expected-error@+1 {{'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = arith.index_cast %a : index to index
  return %0 : index
}
// CHECK: help: index_cast converts between `index` and a signless integer type

// -----

func.func @narrowing_ext(%a: i32) -> i16 {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return %0 : i16
}
// CHECK: help: the result must be an integer type wider than the operand's

// -----

func.func @widening_trunc(%a: f16) -> f32 {
  // expected-error@+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %a : f16 to f32
  return %0 : f32
}

// -----

func.func @bitcast_width(%a: i32) -> f16 {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f16' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f16
  return %0 : f16
}

// -----

func.func @vector_shapes(%a: vector<4xi8>) -> vector<8xi32> {
  // expected-error@+1 {{'arith.extui' op operand type 'vector<4xi8>' and result type 'vector<8xi32>' are cast incompatible}}
  %0 = arith.extui %a : vector<4xi8> to vector<8xi32>
  return %0 : vector<8xi32>
}

// -----

func.func @valid(%a: i32, %b: index, %f: f32, %v: vector<4xi8>) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_castui %b : index to i64
  %2 = arith.extsi %a : i32 to i64
  %3 = arith.trunci %a : i32 to i8
  %4 = arith.extf %f : f32 to f64
  %5 = arith.truncf %f : f32 to bf16
  %6 = arith.sitofp %a : i32 to f32
  %7 = arith.fptoui %f : f32 to i16
  %8 = arith.bitcast %f : f32 to i32
  %9 = arith.extui %v : vector<4xi8> to vector<4xi32>
  return
}
