// --aie-scf-to-control-flow: scf.for (with a loop-carried sum), scf.if
// (with a result) and scf.while in a core become blocks, cf.br and
// cf.cond_br as MLIR's SCFToControlFlow builds them; the loop in the runtime
// sequence stays scf.for. Both forms run in aie-sim to the same words:
// word i is i(i+1)/2 for even i and i + 1000 for odd i, words 12..16 doubled.
// RUN: aiec --aie-scf-to-control-flow %s | FileCheck %s
// RUN: printf '\000\000\000\000\351\003\000\000\003\000\000\000\353\003\000\000\012\000\000\000\355\003\000\000\025\000\000\000\357\003\000\000\044\000\000\000\361\003\000\000\067\000\000\000\363\003\000\000\234\000\000\000\352\007\000\000\322\000\000\000\356\007\000\000' > %t.expected
// RUN: aie-sim %s --expect 0=%t.expected | FileCheck %s --check-prefix=SIM
// RUN: aiec --aie-scf-to-control-flow %s -o %t.cf.mlir
// RUN: aie-sim %t.cf.mlir --expect 0=%t.expected | FileCheck %s --check-prefix=SIM
// RUN: aiec --verify-diagnostics --aie-scf-to-control-flow %S/Inputs/scf-index-switch-in-core.mlir
// SIM: aie-sim: argument 0 = [0, 1001, 3, 1003, 10, 1005, 21, 1007, …] (16 × i32): matches {{.*}}.expected

// CHECK-LABEL: aie.core(%tile_0_2) {
// CHECK-NOT: scf.
// CHECK: cf.br ^bb1(%c0, %c0_i32 : index, i32)
// CHECK-NEXT: ^bb1(%[[IV:.*]]: index, %[[ACC:.*]]: i32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %[[CMP:.*]] = arith.cmpi slt, %[[IV]], %c16 : index
// CHECK-NEXT: cf.cond_br %[[CMP]], ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK: %[[ACC2:.*]] = arith.addi %[[ACC]], %{{.*}} : i32
// CHECK: cf.cond_br %{{.*}}, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%[[ACC2]] : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: %[[W:.*]] = arith.addi %{{.*}}, %c1000_i32 : i32
// CHECK-NEXT: cf.br ^bb5(%[[W]] : i32)
// CHECK-NEXT: ^bb5(%[[V:.*]]: i32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: memref.store %[[V]], %{{.*}}[%[[IV]]] : memref<16xi32>
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[IV]], %c1 : index
// CHECK-NEXT: cf.br ^bb1(%[[NEXT]], %[[ACC2]] : index, i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb8(%c12 : index)
// CHECK-NEXT: ^bb8(%[[K:.*]]: index):  // 2 preds: ^bb7, ^bb9
// CHECK-NEXT: %[[GO:.*]] = arith.cmpi slt, %[[K]], %c16 : index
// CHECK-NEXT: cf.cond_br %[[GO]], ^bb9(%[[K]] : index), ^bb10
// CHECK-NEXT: ^bb9(%{{.*}}: index):  // pred: ^bb8
// CHECK: cf.br ^bb8(%{{.*}} : index)
// CHECK-NEXT: ^bb10:  // pred: ^bb8
// CHECK-NEXT: aie.objectfifo.release @out(Produce, 1)
// CHECK-LABEL: aie.runtime_sequence
// CHECK: scf.for

module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %t = aie.tile(0, 2)
    aie.objectfifo @out(%t, {%shim}, 1 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c12 = arith.constant 12 : index
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %thousand = arith.constant 1000 : i32
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %sum = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> (i32) {
        %ii = arith.index_cast %i : index to i32
        %acc2 = arith.addi %acc, %ii : i32
        %odd = arith.andi %ii, %one : i32
        %is_even = arith.cmpi eq, %odd, %zero : i32
        %v = scf.if %is_even -> (i32) {
          scf.yield %acc2 : i32
        } else {
          %w = arith.addi %ii, %thousand : i32
          scf.yield %w : i32
        }
        memref.store %v, %dst[%i] : memref<16xi32>
        scf.yield %acc2 : i32
      }
      %end = scf.while (%k = %c12) : (index) -> index {
        %go = arith.cmpi slt, %k, %c16 : index
        scf.condition(%go) %k : index
      } do {
      ^bb0(%k: index):
        %x = memref.load %dst[%k] : memref<16xi32>
        %y = arith.muli %x, %two : i32
        memref.store %y, %dst[%k] : memref<16xi32>
        %n = arith.addi %k, %c1 : index
        scf.yield %n : index
      }
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%arg0: memref<16xi32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %c1 step %c1 {
        aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 0 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      }
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
