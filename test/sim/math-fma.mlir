// math.fma rounds a * b + c once, on scalars and lane by lane on vectors:
// with a = 1 + 2^-23 (0x3f800001), (a * a) - (1 + 2^-22) is 2^-46 when
// fused and 0 when the product is rounded first. Word 0 is the scalar fma
// (2^-46 = 0x28800000), word 1 the unfused mulf/addf (0), words 2..5 a
// vector fma of 2.0 * 3.0 + 1.0 (7.0 = 0x40e00000), every lane; vector.fma
// on the same vectors too.
// RUN: printf '\000\000\200\050\000\000\000\000\000\000\340\100\000\000\340\100\000\000\340\100\000\000\340\100' > %t.expected
// RUN: aie-sim %s --expect 0=%t.expected | FileCheck %s
// RUN: sed 's/= math.fma \(.*vector\)/= vector.fma \1/' %s > %t.vector.mlir
// RUN: aie-sim %t.vector.mlir --expect 0=%t.expected | FileCheck %s
// CHECK: aie-sim: argument 0 = {{.*}} (6 × f32): matches {{.*}}.expected
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @out(%core_tile, {%shim}, 1 : i32) : !aie.objectfifo<memref<6xf32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<6xf32>>
      %d = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<6xf32>> -> memref<6xf32>
      %a = arith.constant 1.00000012 : f32
      %m = arith.constant -1.00000024 : f32
      %f = math.fma %a, %a, %m : f32
      memref.store %f, %d[%c0] : memref<6xf32>
      %p = arith.mulf %a, %a : f32
      %u = arith.addf %p, %m : f32
      memref.store %u, %d[%c1] : memref<6xf32>
      %two = arith.constant dense<2.0> : vector<4xf32>
      %three = arith.constant dense<3.0> : vector<4xf32>
      %one = arith.constant dense<1.0> : vector<4xf32>
      %v = math.fma %two, %three, %one : vector<4xf32>
      vector.store %v, %d[%c2] : memref<6xf32>, vector<4xf32>
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<6xf32>) {
      aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 6][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<6xf32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
