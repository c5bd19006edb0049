// vector.outerproduct in MLIR's custom syntax, read and printed: the outer
// product of two 1-D vectors (a 2-D result) or the AXPY of a vector and a
// scalar (a 1-D result), with an optional accumulator; the combining
// `kind` (default `add`, which MLIR always holds) is printed in the
// attribute dictionary after an accumulator only, as MLIR's printer does (a
// kind written without an accumulator is read, and not printed).
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec | FileCheck %s
// RUN: aiec %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: aiec %s --mlir-print-op-generic | aiec | FileCheck %s

// CHECK-LABEL: aie.core
// CHECK:      %[[A:.*]] = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %[[B:.*]] = arith.constant dense<2.000000e+00> : vector<8xf32>
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<5.000000e-01> : vector<4x8xf32>
// CHECK-NEXT: %[[F:.*]] = arith.constant 3.000000e+00 : f32
// CHECK:      %{{.*}} = vector.outerproduct %[[A]], %[[B]] : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %{{.*}} = vector.outerproduct %[[A]], %[[B]], %[[C]] {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %{{.*}} = vector.outerproduct %[[A]], %[[B]], %[[C]] {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %{{.*}} = vector.outerproduct %[[A]], %[[F]] : vector<4xf32>, f32
// CHECK-NEXT: %{{.*}} = vector.outerproduct %[[A]], %[[F]], %[[A]] {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT: %{{.*}} = vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<maxsi>} : vector<8xi32>, vector<8xi32>
// CHECK-NEXT: %{{.*}} = vector.outerproduct %[[A]], %[[B]] : vector<4xf32>, vector<8xf32>

// GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
// GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}, %{{.*}}) <{kind = #vector.kind<maxnumf>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
// GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32>
// GENERIC: "vector.outerproduct"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<mul>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x8xf32>
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %core = aie.core(%t) {
    %a = arith.constant dense<1.0> : vector<4xf32>
    %b = arith.constant dense<2.0> : vector<8xf32>
    %c = arith.constant dense<0.5> : vector<4x8xf32>
    %f = arith.constant 3.0 : f32
    %i = arith.constant dense<3> : vector<8xi32>
    %ic = arith.constant dense<0> : vector<8x8xi32>
    %o1 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
    %o2 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
    %o3 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
    %o4 = vector.outerproduct %a, %f : vector<4xf32>, f32
    %o5 = vector.outerproduct %a, %f, %a : vector<4xf32>, f32
    %o6 = vector.outerproduct %i, %i, %ic {kind = #vector.kind<maxsi>} : vector<8xi32>, vector<8xi32>
    %o7 = vector.outerproduct %a, %b {kind = #vector.kind<mul>} : vector<4xf32>, vector<8xf32>
    aie.end
  }
}
