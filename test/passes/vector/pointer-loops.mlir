// --aie-vector-to-pointer-loops: an index iter_arg that only walks one
// memref becomes a !ptr.ptr advanced in bytes (64 x i16 = 128, 64 x i32 =
// 256); an index also read as a scalar, or shared by two memrefs, stays.
// RUN: aiec --aie-vector-to-pointer-loops %s | FileCheck %s
// RUN: aiec --aie-vector-to-pointer-loops %s | aiec --aie-vector-to-pointer-loops | FileCheck %s

module {
  aie.device(npu2) {
    %t = aie.tile(0, 2)
    %in = aie.buffer(%t) {sym_name = "in"} : memref<1024xi16>
    %out = aie.buffer(%t) {sym_name = "out"} : memref<1024xi32>
    %lut = aie.buffer(%t) {sym_name = "lut"} : memref<1024xi32>
    %c = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      // CHECK: %[[CI:.*]] = builtin.unrealized_conversion_cast %in : memref<1024xi16> to memref<1024xi16, #ptr.generic_space>
      // CHECK: %[[PI:.*]] = ptr.to_ptr %[[CI]] : memref<1024xi16, #ptr.generic_space> -> !ptr.ptr<#ptr.generic_space>
      // CHECK: %[[CO:.*]] = builtin.unrealized_conversion_cast %out : memref<1024xi32> to memref<1024xi32, #ptr.generic_space>
      // CHECK: %[[PO:.*]] = ptr.to_ptr %[[CO]] : memref<1024xi32, #ptr.generic_space> -> !ptr.ptr<#ptr.generic_space>
      // CHECK: scf.for {{.*}} iter_args(%[[P:.*]] = %{{.*}}, %[[Q:.*]] = %{{.*}}) -> (!ptr.ptr<#ptr.generic_space>, !ptr.ptr<#ptr.generic_space>) {
      // CHECK:   %[[MD:.*]] = ptr.get_metadata %[[CI]] : memref<1024xi16, #ptr.generic_space>
      // CHECK:   %[[M:.*]] = ptr.from_ptr %[[P]] metadata %[[MD]] : !ptr.ptr<#ptr.generic_space> -> memref<1024xi16, #ptr.generic_space>
      // CHECK:   vector.load %[[M]][%c0] : memref<1024xi16, #ptr.generic_space>, vector<64xi16>
      // CHECK:   %[[NP:.*]] = ptr.ptr_add %[[P]], %c128 : !ptr.ptr<#ptr.generic_space>, index
      // CHECK:   vector.store %{{.*}}, %{{.*}}[%c0] : memref<1024xi32, #ptr.generic_space>, vector<64xi32>
      // CHECK:   %[[NQ:.*]] = ptr.ptr_add %[[Q]], %c256 : !ptr.ptr<#ptr.generic_space>, index
      // CHECK:   scf.yield %[[NP]], %[[NQ]] : !ptr.ptr<#ptr.generic_space>, !ptr.ptr<#ptr.generic_space>
      // CHECK: } {loop_annotation = "kept"}
      %r:2 = scf.for %i = %c0 to %c16 step %c1 iter_args(%p = %c0, %q = %c0) -> (index, index) {
        %v = vector.load %in[%p] : memref<1024xi16>, vector<64xi16>
        %np = arith.addi %p, %c64 : index
        %e = arith.extsi %v : vector<64xi16> to vector<64xi32>
        vector.store %e, %out[%q] : memref<1024xi32>, vector<64xi32>
        %nq = arith.addi %c64, %q : index
        scf.yield %np, %nq : index, index
      } {loop_annotation = "kept"}
      // A scalar use keeps the index.
      // CHECK: scf.for {{.*}} -> (index) {
      // CHECK:   memref.load %lut[%{{.*}}] : memref<1024xi32>
      %s = scf.for %i = %c0 to %c16 step %c1 iter_args(%k = %c0) -> (index) {
        %v = vector.load %out[%k] : memref<1024xi32>, vector<16xi32>
        %x = memref.load %lut[%k] : memref<1024xi32>
        %nk = arith.addi %k, %c16 : index
        scf.yield %nk : index
      }
      // One index, two memrefs: stays.
      // CHECK: scf.for {{.*}} -> (index) {
      // CHECK-NOT: ptr.
      // CHECK: aie.end
      %u = scf.for %i = %c0 to %c16 step %c1 iter_args(%k = %c0) -> (index) {
        %v = vector.load %out[%k] : memref<1024xi32>, vector<16xi32>
        vector.store %v, %lut[%k] : memref<1024xi32>, vector<16xi32>
        %nk = arith.addi %k, %c16 : index
        scf.yield %nk : index
      }
      aie.end
    }
  }
}
