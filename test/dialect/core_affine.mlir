// affine ops in cores: affine.for with integer and SSA-symbol bounds, a
// step and iter_args (affine.yield implicit when it yields nothing),
// affine.load/store with inline subscripts (simplified as MLIR builds them,
// symbol(...) for symbols), affine.apply with maps printed through #map
// aliases; the generic form (maps as attributes) prints in custom form.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s
// The generic form records the operand groups of affine.for (lower-bound
// map inputs, upper-bound map inputs, inits) as a property, as MLIR does.
// RUN: aiec --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// GENERIC: "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index
// GENERIC: "affine.for"(%{{.*}}) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 1>, step = 2 : index
// GENERIC: "affine.for"(%{{.*}}) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index

#shift = affine_map<(i)[n] -> (i * 2 + n)>
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<16xi32>
  %m = aie.buffer(%t) {sym_name = "m"} : memref<4x4xf32>
  %core = aie.core(%t) {
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0 : i32
    affine.for %i = 0 to 16 {
      %v = affine.load %buf[%i] : memref<16xi32>
      affine.store %v, %buf[1 + %i - 1] : memref<16xi32>
    }
    %sum = affine.for %i = 0 to 8 step 2 iter_args(%acc = %zero) -> (i32) {
      %v = affine.load %buf[%i * 2 + symbol(%c4)] : memref<16xi32>
      %n = arith.addi %acc, %v : i32
      affine.yield %n : i32
    }
    affine.for %i = 0 to %c4 {
      %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %k = affine.apply #shift(%i)[%c4]
      %f = affine.load %m[%i, %j mod 4] : memref<4x4xf32>
      affine.store %f, %m[%i, (%k - 1) floordiv 2] : memref<4x4xf32>
    }
    "affine.for"() <{lowerBoundMap = affine_map<() -> (2)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 3 : index, upperBoundMap = affine_map<() -> (9)>}> ({
    ^bb0(%i: index):
      %v = "affine.load"(%buf, %i) <{map = affine_map<(d0) -> (d0 - 2)>}> : (memref<16xi32>, index) -> i32
      "affine.yield"() : () -> ()
    }) : () -> ()
    aie.end
  }
}

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
// CHECK: affine.for %arg0 = 0 to 16 {
// CHECK-NEXT: %[[V:.*]] = affine.load %buf[%arg0] : memref<16xi32>
// CHECK-NEXT: affine.store %[[V]], %buf[%arg0] : memref<16xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[SUM:.*]] = affine.for %arg0 = 0 to 8 step 2 iter_args(%arg1 = %c0_i32) -> (i32) {
// CHECK-NEXT: affine.load %buf[%arg0 * 2 + symbol(%c4)] : memref<16xi32>
// CHECK: affine.yield %{{.*}} : i32
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg0 = 0 to %c4 {
// CHECK-NEXT: %[[J:.*]] = affine.apply #map(%arg0)
// CHECK-NEXT: %[[K:.*]] = affine.apply #map1(%arg0)[%c4]
// CHECK-NEXT: affine.load %m[%arg0, %[[J]] mod 4] : memref<4x4xf32>
// CHECK-NEXT: affine.store %{{.*}}, %m[%arg0, (%[[K]] - 1) floordiv 2] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg0 = 2 to 9 step 3 {
// CHECK-NEXT: affine.load %buf[%arg0 - 2] : memref<16xi32>
// CHECK-NEXT: }
// CHECK-NEXT: aie.end
