// --aie-hoist-vector-transfer-pointers: transfers whose indices move with
// the loop's induction variable read their memref flattened, at an offset
// carried in iter_args from the value at the lower bound and advanced by
// the row size times the step; a loop without such transfers has its 2-D
// transfers flattened in place.
// RUN: aiec --aie-hoist-vector-transfer-pointers %s | FileCheck %s

module {
  aie.device(npu2) {
    %t = aie.tile(0, 2)
    %a = aie.buffer(%t) {sym_name = "a"} : memref<16x64xi16>
    %b = aie.buffer(%t) {sym_name = "b"} : memref<16x64xi32>
    %c = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
      %pad = arith.constant 0 : i16
      // CHECK-DAG: %[[FA:.*]] = memref.collapse_shape %a {{\[\[}}0, 1]] : memref<16x64xi16> into memref<1024xi16>
      // CHECK-DAG: %[[FB:.*]] = memref.collapse_shape %b {{\[\[}}0, 1]] : memref<16x64xi32> into memref<1024xi32>
      // Rows 2, 4, ... from row 2: the read starts at 2 x 64 + 0; both move
      // 2 rows of 64 each iteration.
      // CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
      // CHECK: scf.for %{{.*}} = %c2 to %c16 step %c2 iter_args(%[[P:[a-z0-9_]+]] = %[[C128]], %[[Q:[a-z0-9_]+]] = %[[C128]]) -> (index, index) {
      // CHECK:   %[[V:.*]] = vector.transfer_read %[[FA]][%[[P]]], %{{.*}} {in_bounds = [true]} : memref<1024xi16>, vector<64xi16>
      // CHECK:   %[[NP:.*]] = arith.addi %[[P]], %[[C128]] : index
      // CHECK:   vector.transfer_write %{{.*}}, %[[FB]][%[[Q]]] {in_bounds = [true]} : vector<64xi32>, memref<1024xi32>
      // CHECK:   %[[NQ:.*]] = arith.addi %[[Q]], %[[C128]] : index
      // CHECK:   scf.yield %[[NP]], %[[NQ]] : index, index
      scf.for %i = %c2 to %c16 step %c2 {
        %v = vector.transfer_read %a[%i, %c0], %pad {in_bounds = [true]} : memref<16x64xi16>, vector<64xi16>
        %e = arith.extsi %v : vector<64xi16> to vector<64xi32>
        vector.transfer_write %e, %b[%i, %c0] {in_bounds = [true]} : vector<64xi32>, memref<16x64xi32>
      }
      // No index moves: the read is flattened where it is, at 3 x 64.
      // CHECK: scf.for %{{.*}} = %c0 to %c16 step %c2 {
      // CHECK:   vector.transfer_read %{{.*}}[%c192], %{{.*}} {in_bounds = [true]} : memref<1024xi16>, vector<64xi16>
      %c3 = arith.constant 3 : index
      scf.for %j = %c0 to %c16 step %c2 {
        %w = vector.transfer_read %a[%c3, %c0], %pad {in_bounds = [true]} : memref<16x64xi16>, vector<64xi16>
      }
      aie.end
    }
  }
}
