// Floats by their bits: a hexadecimal literal of a float type is the type's
// bit pattern (2 bytes for bf16 and f16), alone, as a dense element, in a
// buffer's initial value and in "0x..." data; NaN and infinities print as the
// type's bits, and so does a float whose digits print as an integer (MLIR
// would read it back as one: 123456789.0 : f32 is 123456792).
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

func.func @bits() {
  "test.scalars"() {a = 0xFF80 : bf16, b = 0x7FC0 : bf16, c = 0xFC00 : f16, d = 0x7E00 : f16, e = 0x3F80 : bf16, f = 0x3C00 : f16} : () -> ()
  "test.dense"() {a = dense<0xFF80> : tensor<2xbf16>, b = dense<[0x3FC0, 0x7F80]> : tensor<2xbf16>, c = dense<"0x80FF0040"> : tensor<2xbf16>, d = dense<"0x00FC003C"> : tensor<2xf16>, e = dense<0x10> : tensor<2xi32>} : () -> ()
  return
}

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %a = aie.buffer(%t) {sym_name = "a"} : memref<2xbf16> = dense<0xFF80>
  %b = aie.buffer(%t) {sym_name = "b"} : memref<2xf16> = dense<[0x7C00, 0xC000]>
}

// CHECK-LABEL: func.func @bits() {
// CHECK-NEXT: "test.scalars"() {a = 0xFF80 : bf16, b = 0x7FC0 : bf16, c = 0xFC00 : f16, d = 0x7E00 : f16, e = 1.000000e+00 : bf16, f = 1.000000e+00 : f16} : () -> (){{$}}
// CHECK-NEXT: "test.dense"() {a = dense<0xFF80> : tensor<2xbf16>, b = dense<[1.500000e+00, 0x7F80]> : tensor<2xbf16>, c = dense<[0xFF80, 2.000000e+00]> : tensor<2xbf16>, d = dense<[0xFC00, 1.000000e+00]> : tensor<2xf16>, e = dense<16> : tensor<2xi32>} : () -> (){{$}}
// CHECK: %a = aie.buffer(%{{.*}}) {sym_name = "a"} : memref<2xbf16> = dense<0xFF80>{{$}}
// CHECK-NEXT: %b = aie.buffer(%{{.*}}) {sym_name = "b"} : memref<2xf16> = dense<[0x7C00, -2.000000e+00]>{{$}}

// CHECK-LABEL: func.func @long_digits() {
// CHECK-NEXT: "test.long"() {g = 0x4CEB79A3 : f32, h = 0x419D6F3454000000 : f64, i = 1.23456776 : f32, j = 0x4170000010000000 : f64, k = dense<[0x4CEB79A3, 1.500000e+00]> : tensor<2xf32>} : () -> (){{$}}
func.func @long_digits() {
  "test.long"() {g = 123456789.0 : f32, h = 123456789.0 : f64, i = 1.2345678 : f32, j = 16777217.0 : f64, k = dense<[123456789.0, 1.5]> : tensor<2xf32>} : () -> ()
  return
}

// Digits as MLIR's APFloat finds them: the value the type holds (-2.5e-3 as
// an f16 is -2.50053e-3; 1e8 as an f16 is infinity), six significant digits
// when they read back as that value (the exact digits first cut by a floor
// division, then rounded half up: 9.99450683e-4 : bf16 is 9.994500e-04),
// else all the type's digits, in E form (exponent unpadded) past 3 padding
// zeros. Output identical to mlir-opt-19's.
// CHECK-LABEL: func.func @digits() {
// CHECK-NEXT: "test.digits"() {a = 9.994500e-04 : bf16, b = -3.05311596E-6 : f32, c = -4.0037345E-4 : f32, d = 0xFC00 : f16, e = 2.2080197443377425E-5 : f64, f = 1.23456705 : f32, g = 0.99999950000000004 : f64, h = 3.300780e+00 : f16} : () -> (){{$}}
func.func @digits() {
  "test.digits"() {a = 1.0e-3 : bf16, b = 0xB64CE422 : f32, c = -0.0004003734375934177 : f32, d = -51265170.0 : f16, e = 2.2080197443377425e-05 : f64, f = 1.234567 : f32, g = 0.99999950000000004 : f64, h = 3.3 : f16} : () -> ()
  return
}
