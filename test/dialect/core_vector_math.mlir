// vector.transfer_read / transfer_write (in_bounds and permutation_map in
// the attribute dictionary), arith on vectors, and the math ops.
// RUN: aiec %s | FileCheck %s
// RUN: aiec %s | aiec - | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<4x8xf32>
  %core = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %pad = arith.constant 0.000000e+00 : f32
    %v = vector.transfer_read %buf[%c0, %c0], %pad {in_bounds = [true]} : memref<4x8xf32>, vector<8xf32>
    %col = vector.transfer_read %buf[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x8xf32>, vector<4xf32>
    %w = arith.mulf %v, %v : vector<8xf32>
    vector.transfer_write %w, %buf[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, memref<4x8xf32>
    %e = math.exp %pad : f32
    %s = math.sqrt %e : f32
    %p = math.powf %e, %s : f32
    %x = math.exp2 %p : f32
    %l = math.log %x : f32
    aie.end
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK: %[[V:.*]] = vector.transfer_read %buf[%c0, %c0], %cst {in_bounds = [true]} : memref<4x8xf32>, vector<8xf32>
// CHECK-NEXT: vector.transfer_read %buf[%c0, %c0], %cst {permutation_map = #map} : memref<4x8xf32>, vector<4xf32>
// CHECK-NEXT: %[[W:.*]] = arith.mulf %[[V]], %[[V]] : vector<8xf32>
// CHECK-NEXT: vector.transfer_write %[[W]], %buf[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, memref<4x8xf32>
// CHECK-NEXT: %[[E:.*]] = math.exp %cst : f32
// CHECK-NEXT: %[[S:.*]] = math.sqrt %[[E]] : f32
// CHECK-NEXT: %[[P:.*]] = math.powf %[[E]], %[[S]] : f32
// CHECK-NEXT: %[[X:.*]] = math.exp2 %[[P]] : f32
// CHECK-NEXT: math.log %[[X]] : f32
