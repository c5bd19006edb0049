// Less common builtin types: complex numbers, strided layouts (printed as
// MLIR prints them: no offset when it is 0, a blank after each comma),
// scalable vectors, memory spaces given as attributes, 8-bit floats.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

module {
  func.func private @complex(complex<f32>, complex<i16>)
  func.func private @layouts(memref<4x4xi32, strided<[4, 1]>>, memref<8xf32, strided<[1], offset: ?>>, memref<4xi32, affine_map<(d0) -> (d0 + 1)>>)
  func.func private @offsets(memref<4x4xi32, strided<[4, 1], offset: 0>>, memref<4xf32, strided<[1],offset:16>>)
  func.func private @scalable(vector<[4]xf32>, vector<2x[8]xi8>)
  func.func private @spaces(memref<4xi32, #foo.space>, memref<4xi32, "shared">)
  func.func private @small_floats(f8E4M3FN, f8E5M2, tf32)
  func.func private @blanks(memref<512 x i16>, vector<4 x 4 x f32>)
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>{{$}}
// CHECK-NEXT: module {
// CHECK-NEXT: func.func private @complex(complex<f32>, complex<i16>){{$}}
// CHECK-NEXT: func.func private @layouts(memref<4x4xi32, strided<[4, 1]>>, memref<8xf32, strided<[1], offset: ?>>, memref<4xi32, #map>){{$}}
// CHECK-NEXT: func.func private @offsets(memref<4x4xi32, strided<[4, 1]>>, memref<4xf32, strided<[1], offset: 16>>){{$}}
// CHECK-NEXT: func.func private @scalable(vector<[4]xf32>, vector<2x[8]xi8>){{$}}
// CHECK-NEXT: func.func private @spaces(memref<4xi32, #foo.space>, memref<4xi32, "shared">){{$}}
// CHECK-NEXT: func.func private @small_floats(f8E4M3FN, f8E5M2, tf32){{$}}
// CHECK-NEXT: func.func private @blanks(memref<512xi16>, vector<4x4xf32>){{$}}
// CHECK-NEXT: }{{$}}
