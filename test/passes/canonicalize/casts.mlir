// --canonicalize on casts over casts, as MLIR's folds and patterns of arith
// have them: ext of ext of one kind is one ext, extsi of extui an extui,
// trunci of trunci one trunci, trunci of an ext the ext's operand (same
// type), a trunci of it (wider) or a narrower ext (narrower), index_cast of
// extsi (index_castui of extui) the cast of its operand, index_cast of
// index_cast back to the type its operand. The output is mlir-opt-19
// --canonicalize's.
// RUN: aiec --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %2 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %3 = arith.extsi %arg1 : i32 to i64
// CHECK-NEXT: %4 = arith.trunci %arg1 : i32 to i16
// CHECK-NEXT: %5 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %6 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT: %7 = arith.index_cast %arg1 : i32 to index
// CHECK-NEXT: %8 = arith.extui %arg0 : i8 to i16
// CHECK-NEXT: %9 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %10 = arith.index_castui %9 : index to i64
// CHECK-NEXT: return %0, %1, %4, %arg0, %2, %10, %7, %arg2, %8, %3, %5, %6 :
func.func @casts(%a: i8, %b: i32, %i: index) -> (i32, i32, i16, i8, i32, i64, index, index, i16, i64, i32, i8) {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extui %0 : i16 to i32
  %2 = arith.extsi %a : i8 to i16
  %3 = arith.extsi %2 : i16 to i32
  %4 = arith.extui %a : i8 to i16
  %5 = arith.extsi %4 : i16 to i32
  %6 = arith.extsi %b : i32 to i64
  %7 = arith.trunci %6 : i64 to i16
  %8 = arith.extui %a : i8 to i32
  %9 = arith.trunci %8 : i32 to i8
  %10 = arith.extsi %a : i8 to i64
  %11 = arith.trunci %10 : i64 to i32
  %12 = arith.trunci %b : i32 to i16
  %13 = arith.trunci %12 : i16 to i8
  %14 = arith.extsi %b : i32 to i64
  %15 = arith.index_cast %14 : i64 to index
  %16 = arith.index_cast %i : index to i64
  %17 = arith.index_cast %16 : i64 to index
  %18 = arith.extui %a : i8 to i32
  %19 = arith.trunci %18 : i32 to i16
  %20 = arith.extui %b : i32 to i64
  %21 = arith.index_castui %20 : i64 to index
  %22 = arith.index_castui %21 : index to i64
  return %1, %3, %7, %9, %5, %22, %15, %17, %19, %6, %11, %13 : i32, i32, i16, i8, i32, i64, index, index, i16, i64, i32, i8
}
