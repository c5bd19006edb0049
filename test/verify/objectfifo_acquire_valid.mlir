// Valid objectfifo accesses: the producer core uses Produce, every consumer
// core uses Consume, subviews accessed up to index size - 1, register_process
// with pattern lengths that agree with each other or with the process length.
// RUN: aiec --split-input-file %s | FileCheck %s

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  aie.objectfifo @of (%t12, {%t13, %t22}, 4 : i32) : !aie.objectfifo<memref<16xi32>>
  %p = aie.core(%t12) {
    %sv = aie.objectfifo.acquire @of (Produce, 4) : !aie.objectfifosubview<memref<16xi32>>
    %e = aie.objectfifo.subview.access %sv[3] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    aie.objectfifo.release @of (Produce, 4)
    aie.end
  }
  %k1 = aie.core(%t13) {
    %sv = aie.objectfifo.acquire @of (Consume, 2) : !aie.objectfifosubview<memref<16xi32>>
    %e = aie.objectfifo.subview.access %sv[1] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    aie.objectfifo.release @of (Consume, 2)
    aie.end
  }
  %k2 = aie.core(%t22) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %sv = aie.objectfifo.acquire @of (Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %e = aie.objectfifo.subview.access %sv[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      aie.objectfifo.release @of (Consume, 1)
    }
    aie.end
  }
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK: aie.objectfifo.subview.access %{{.*}}[3]
// CHECK: aie.objectfifo.subview.access %{{.*}}[1]
// CHECK: aie.objectfifo.subview.access %{{.*}}[0]

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %len1 = arith.constant 1 : index
  %len3 = arith.constant 3 : index
  %a1 = arith.constant dense<[1]> : tensor<1xi32>
  %a2 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %r3 = arith.constant dense<[0, 1, 1]> : tensor<3xi32>
  %r2 = arith.constant dense<[1, 1]> : tensor<2xi32>
  func.func @work() -> () {
    return
  }
  aie.objectfifo.register_process @of (Produce, %a1 : tensor<1xi32>, %a1 : tensor<1xi32>, @work, %len1)
  aie.objectfifo.register_process @of (Produce, %a2 : tensor<2xi32>, %r3 : tensor<3xi32>, @work, %len3)
  aie.objectfifo.register_process @of (Consume, %a2 : tensor<2xi32>, %r2 : tensor<2xi32>, @work, %len3)
}

// CHECK-LABEL: aie.device(npu1) {
// CHECK-COUNT-3: aie.objectfifo.register_process @of
