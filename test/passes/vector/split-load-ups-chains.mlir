// --aievec-split-load-ups-chains: a v64xi16 load feeding only a v64xi32
// ups becomes two v32xi16 loads (the second 32 elements on), two ups with
// the same shift and one shuffle that concatenates them; a load with
// another use, or another width, stays.
// RUN: aiec --aievec-split-load-ups-chains %s | FileCheck %s

module {
  func.func @split(%m: memref<4x64xi16>, %i: index) -> vector<64xi32> {
    %c0 = arith.constant 0 : index
    // CHECK: %[[A:.*]] = vector.load %arg0[%arg1, %c0] : memref<4x64xi16>, vector<32xi16>
    // CHECK: %[[B:.*]] = vector.load %arg0[%arg1, %c32] : memref<4x64xi16>, vector<32xi16>
    // CHECK: %[[UA:.*]] = aievec.ups %[[A]] {shift = 3 : i8} : vector<32xi16>, vector<32xi32>
    // CHECK: %[[UB:.*]] = aievec.ups %[[B]] {shift = 3 : i8} : vector<32xi16>, vector<32xi32>
    // CHECK: %[[R:.*]] = vector.shuffle %[[UA]], %[[UB]] [0, 1, 2, {{.*}}, 62, 63] : vector<32xi32>, vector<32xi32>
    // CHECK: return %[[R]] : vector<64xi32>
    %v = vector.load %m[%i, %c0] : memref<4x64xi16>, vector<64xi16>
    %u = aievec.ups %v {shift = 3 : i8} : vector<64xi16>, vector<64xi32>
    return %u : vector<64xi32>
  }
  // CHECK-LABEL: func.func @kept
  func.func @kept(%m: memref<64xi16>) -> (vector<64xi32>, vector<64xi16>) {
    %c0 = arith.constant 0 : index
    // CHECK: vector.load %arg0[%c0] : memref<64xi16>, vector<64xi16>
    // CHECK: aievec.ups %{{.*}} : vector<64xi16>, vector<64xi32>
    // CHECK-NOT: vector.shuffle
    %v = vector.load %m[%c0] : memref<64xi16>, vector<64xi16>
    %u = aievec.ups %v : vector<64xi16>, vector<64xi32>
    return %u, %v : vector<64xi32>, vector<64xi16>
  }
}
