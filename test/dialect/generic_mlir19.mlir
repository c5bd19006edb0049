// Generic form as MLIR 19 reads it: what the custom form leaves out is
// spelled (an empty else region, a transfer's default in_bounds and
// permutation_map, a global's initializer type), upstream attributes keep
// their upstream spelling (#vector.kind, constant_mask's integer array),
// and reading the generic form back gives the same IR.
// RUN: aiec --mlir-print-op-generic %s | FileCheck %s
// RUN: aiec --mlir-print-op-generic %s | aiec - | FileCheck %s --check-prefix=BACK

module {
  memref.global "private" constant @lut : memref<4xi32> = dense<[1, 2, 4, 8]>
  func.func @f(%m: memref<4x8xf32>, %i: index, %p: f32, %c: i1) -> f32 {
    %v = vector.transfer_read %m[%i, %i], %p : memref<4x8xf32>, vector<8xf32>
    %mask = vector.constant_mask [2] : vector<8xi1>
    %r = vector.reduction <add>, %v : vector<8xf32> into f32
    scf.if %c {
      vector.transfer_write %v, %m[%i, %i] : vector<8xf32>, memref<4x8xf32>
    }
    return %r : f32
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: "memref.global"() <{constant, initial_value = dense<[1, 2, 4, 8]> : tensor<4xi32>, sym_name = "lut", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
// CHECK: "vector.transfer_read"({{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}>
// CHECK: "vector.constant_mask"() <{mask_dim_sizes = [2]}> : () -> vector<8xi1>
// CHECK: "vector.reduction"({{.*}}) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<8xf32>) -> f32
// CHECK: "scf.if"(%{{.*}}) ({
// CHECK: "vector.transfer_write"({{.*}}) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}>
// CHECK: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> ()

// BACK: memref.global "private" constant @lut : memref<4xi32> = dense<[1, 2, 4, 8]>
// BACK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : memref<4x8xf32>, vector<8xf32>
// BACK: vector.constant_mask [2] : vector<8xi1>
// BACK: vector.reduction <add>, %{{.*}} : vector<8xf32> into f32
// BACK: scf.if %{{.*}} {
// BACK-NEXT: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : vector<8xf32>, memref<4x8xf32>
// BACK-NEXT: }
// BACK-NEXT: return
