// Integer and float attributes: an integer without a type is an i64 and a
// float without a type an f64; inside a dictionary MLIR prints their types
// (only array elements drop `: i64`). Booleans are i1; i1 integers print as
// true/false. NaN and infinities print in hexadecimal.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

func.func @ints() {
  "test.ints"() {a = 1 : i64, b = -7 : i32, c = 0x10 : i32, d = 255 : ui8, e = -128 : si8, f = 1 : i1, g = 0 : i1, h = 5 : index, i = 18446744073709551615 : ui64} : () -> ()
  "test.bools"() {t = true, f = false} : () -> ()
  "test.floats"() {a = 1.0, b = 0.5 : f32, c = -2.5e-3 : f16, d = 1.0e10 : f64, e = 3.14159274 : f32, z = -0.0 : f32} : () -> ()
  "test.special"() {nan = 0x7FC00000 : f32, inf = 0x7F800000 : f32, ninf = 0xFFF0000000000000 : f64} : () -> ()
  "test.nested"() {arr = [1, 2 : i64, 3 : i32], dict = {x = 1 : i64}} : () -> ()
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @ints() {
// CHECK-NEXT: "test.ints"() {a = 1 : i64, b = -7 : i32, c = 16 : i32, d = 255 : ui8, e = -128 : si8, f = true, g = false, h = 5 : index, i = 18446744073709551615 : ui64} : () -> (){{$}}
// CHECK-NEXT: "test.bools"() {f = false, t = true} : () -> (){{$}}
// CHECK-NEXT: "test.floats"() {a = 1.000000e+00 : f64, b = 5.000000e-01 : f32, c = -2.500530e-03 : f16, d = 1.000000e+10 : f64, e = 3.14159274 : f32, z = -0.000000e+00 : f32} : () -> (){{$}}
// CHECK-NEXT: "test.special"() {inf = 0x7F800000 : f32, nan = 0x7FC00000 : f32, ninf = 0xFFF0000000000000 : f64} : () -> (){{$}}
// CHECK-NEXT: "test.nested"() {arr = [1, 2, 3 : i32], dict = {x = 1 : i64}} : () -> (){{$}}
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
