// Attribute kinds in attribute dictionaries of generic ops: arrays, dense
// elements (all-equal elements become a splat), dense arrays, symbol
// references, types, unit, opaque dialect attributes, nested dictionaries.
// Keys are sorted bytewise and quoted when they are not identifiers.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

func.func @attrs() {
  "test.arrays"() {a = [], b = [1, 2, 3], c = [1 : i32, "two", [3 : i8], @four], d = [[], [[]]]} : () -> ()
  "test.dense"() {i = dense<[1, -2]> : tensor<2xi32>, s = dense<7> : tensor<4xi16>, f = dense<[1.5, -2.0]> : tensor<2xf32>, m = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>, b = dense<[true, false]> : tensor<2xi1>, v = dense<0.5> : vector<4xbf16>} : () -> ()
  "test.splat"() {same = dense<[3, 3, 3]> : tensor<3xi32>, zeros = dense<[[0.0, 0.0], [0.0, 0.0]]> : tensor<2x2xf32>, trues = dense<[true, true]> : tensor<2xi1>} : () -> ()
  "test.dense_arrays"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<f32: 1.5>, d = array<i1: true, false>, e = array<i8: -1, 0x7F>} : () -> ()
  "test.symbols"() {flat = @f, nested = @outer::@inner, quoted = @"has space", list = [@a, @b]} : () -> ()
  "test.types"() {a = i32, b = memref<4x4xbf16>, c = !aie.objectfifo<memref<4xi32>>, d = (i32) -> i32, e = tuple<i8>} : () -> ()
  "test.units"() {flag, other = unit} : () -> ()
  "test.opaque"() {o = #foo.thing<"x", 1>, p = #foo.plain} : () -> ()
  "test.dict"() {d = {a = "a", m = {inner = @x}, z = 1 : i32}, e = {}} : () -> ()
  "test.keys"() {b = 1 : i32, A = 2 : i32, a_b = 3 : i32, a = 4 : i32, "key with space" = 5 : i32, "9lives" = 6 : i32} : () -> ()
  "test.aie"() {pkt = #aie.packet_info<pkt_type = 1, pkt_id = 2>} : () -> ()
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @attrs() {
// CHECK-NEXT: "test.arrays"() {a = [], b = [1, 2, 3], c = [1 : i32, "two", [3 : i8], @four], d = {{\[\[}}], {{\[\[}}]]]} : () -> (){{$}}
// CHECK-NEXT: "test.dense"() {b = dense<[true, false]> : tensor<2xi1>, f = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>, i = dense<[1, -2]> : tensor<2xi32>, m = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>, s = dense<7> : tensor<4xi16>, v = dense<5.000000e-01> : vector<4xbf16>} : () -> (){{$}}
// CHECK-NEXT: "test.splat"() {same = dense<3> : tensor<3xi32>, trues = dense<true> : tensor<2xi1>, zeros = dense<0.000000e+00> : tensor<2x2xf32>} : () -> (){{$}}
// CHECK-NEXT: "test.dense_arrays"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<f32: 1.500000e+00>, d = array<i1: true, false>, e = array<i8: -1, 127>} : () -> (){{$}}
// CHECK-NEXT: "test.symbols"() {flat = @f, list = [@a, @b], nested = @outer::@inner, quoted = @"has space"} : () -> (){{$}}
// CHECK-NEXT: "test.types"() {a = i32, b = memref<4x4xbf16>, c = !aie.objectfifo<memref<4xi32>>, d = (i32) -> i32, e = tuple<i8>} : () -> (){{$}}
// CHECK-NEXT: "test.units"() {flag, other} : () -> (){{$}}
// CHECK-NEXT: "test.opaque"() {o = #foo.thing<"x", 1>, p = #foo.plain} : () -> (){{$}}
// CHECK-NEXT: "test.dict"() {d = {a = "a", m = {inner = @x}, z = 1 : i32}, e = {}} : () -> (){{$}}
// CHECK-NEXT: "test.keys"() {"9lives" = 6 : i32, A = 2 : i32, a = 4 : i32, a_b = 3 : i32, b = 1 : i32, "key with space" = 5 : i32} : () -> (){{$}}
// CHECK-NEXT: "test.aie"() {pkt = #aie.packet_info<pkt_type = 1, pkt_id = 2>} : () -> (){{$}}
// CHECK-NEXT: return{{$}}
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: }{{$}}
