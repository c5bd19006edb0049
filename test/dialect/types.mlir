// Builtin types in signatures print in MLIR's canonical spelling.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

module {
  func.func private @ints(index, i1, i8, i16, i32, i64, i128, i512) -> ()
  func.func private @signed(si8, si32, ui8, ui16, ui32, ui64)
  func.func private @floats(f16, bf16, f32, f64) -> (f32, f64)
  func.func private @memrefs(memref<16xi32>, memref<?xf32>, memref<4x?x8xi16>, memref<i32>, memref<16xi32, 1>, memref<2x2xbf16, 2>)
  func.func private @unranked(memref<*xf32>, tensor<*xi8>)
  func.func private @vectors(vector<16xi32>, vector<2x8xbf16>, vector<8xi48>)
  func.func private @tensors(tensor<4xf32>, tensor<?x4xi8>, tensor<i32>)
  func.func private @tuples(tuple<i32, f32>, tuple<>, tuple<tuple<i8>, index>)
  func.func private @misc(none) -> none
  func.func private @fns((i32) -> i32, () -> (), (i32, f32) -> (i64, i64)) -> ((index) -> index)
  func.func private @one_result() -> i32
  func.func private @no_result(i32)
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @ints(index, i1, i8, i16, i32, i64, i128, i512){{$}}
// CHECK-NEXT: func.func private @signed(si8, si32, ui8, ui16, ui32, ui64){{$}}
// CHECK-NEXT: func.func private @floats(f16, bf16, f32, f64) -> (f32, f64){{$}}
// CHECK-NEXT: func.func private @memrefs(memref<16xi32>, memref<?xf32>, memref<4x?x8xi16>, memref<i32>, memref<16xi32, 1>, memref<2x2xbf16, 2>){{$}}
// CHECK-NEXT: func.func private @unranked(memref<*xf32>, tensor<*xi8>){{$}}
// CHECK-NEXT: func.func private @vectors(vector<16xi32>, vector<2x8xbf16>, vector<8xi48>){{$}}
// CHECK-NEXT: func.func private @tensors(tensor<4xf32>, tensor<?x4xi8>, tensor<i32>){{$}}
// CHECK-NEXT: func.func private @tuples(tuple<i32, f32>, tuple<>, tuple<tuple<i8>, index>){{$}}
// CHECK-NEXT: func.func private @misc(none) -> none{{$}}
// CHECK-NEXT: func.func private @fns((i32) -> i32, () -> (), (i32, f32) -> (i64, i64)) -> ((index) -> index){{$}}
// CHECK-NEXT: func.func private @one_result() -> i32{{$}}
// CHECK-NEXT: func.func private @no_result(i32){{$}}
// CHECK-NEXT: }{{$}}
