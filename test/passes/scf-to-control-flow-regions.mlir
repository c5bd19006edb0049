// --aie-scf-to-control-flow on the structured ops with regions that MLIR's
// SCFToControlFlow also lowers: scf.parallel becomes an scf.for nest
// carrying its reductions' values (the reduction region inlined after the
// body), then blocks; scf.forall without shared outputs the same nest, its
// static bounds and steps index constants; scf.execute_region a branch to
// its region's blocks, its scf.yield a branch to a block carrying the
// results; a memref.alloca_scope holding structured ops is inlined the same
// way (its region could not hold the blocks). An scf.forall with shared
// outputs (tensors) is an error. test/sim/core-parallel-loops.mlir runs a
// core in both forms to the same words.
// RUN: aiec --aie-scf-to-control-flow %s | FileCheck %s
// RUN: aiec --verify-diagnostics --aie-scf-to-control-flow %S/Inputs/scf-forall-shared-outs.mlir

// CHECK-LABEL: aie.core(%tile_0_2) {
// CHECK-NOT: scf.
// CHECK-NOT: memref.alloca_scope
// CHECK:      cf.br ^bb1(%c0, %c0_i32 : index, i32)
// CHECK-NEXT: ^bb1(%[[I:.*]]: index, %[[ACC:.*]]: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %{{.*}} = arith.cmpi slt, %[[I]], %c8 : index
// CHECK-NEXT:   cf.cond_br %{{.*}}, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %[[V:.*]] = memref.load %buf[%[[I]]] : memref<8xi32>
// CHECK-NEXT:   %[[SUM:.*]] = arith.addi %[[ACC]], %[[V]] : i32
// CHECK-NEXT:   %[[NEXT:.*]] = arith.addi %[[I]], %c1 : index
// CHECK-NEXT:   cf.br ^bb1(%[[NEXT]], %[[SUM]] : index, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   %[[LB:.*]] = arith.constant 0 : index
// CHECK-NEXT:   %[[UB:.*]] = arith.constant 8 : index
// CHECK-NEXT:   %[[STEP:.*]] = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb4(%[[LB]] : index)
// CHECK-NEXT: ^bb4(%[[J:.*]]: index):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT:   %{{.*}} = arith.cmpi slt, %[[J]], %[[UB]] : index
// CHECK:        memref.store %[[ACC]], %buf[%[[J]]] : memref<8xi32>
// CHECK:      ^bb7:  // pred: ^bb6
// CHECK-NEXT:   cf.br ^bb8(%[[ACC]] : i32)
// CHECK-NEXT: ^bb8(%[[R:.*]]: i32):  // pred: ^bb7
// CHECK:        memref.store %[[R]], %buf[%{{.*}}] : memref<8xi32>
// CHECK:        aie.end
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %buf = aie.buffer(%t) {sym_name = "buf"} : memref<8xi32>
  %core = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %z = arith.constant 0 : i32
    %s = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%z) -> i32 {
      %v = memref.load %buf[%i] : memref<8xi32>
      scf.reduce(%v : i32) {
      ^bb0(%a: i32, %b: i32):
        %x = arith.addi %a, %b : i32
        scf.reduce.return %x : i32
      }
    }
    scf.forall (%j) in (8) {
      memref.store %s, %buf[%j] : memref<8xi32>
    }
    %r = scf.execute_region -> i32 {
      scf.yield %s : i32
    }
    memref.alloca_scope {
      scf.for %k = %c0 to %c8 step %c1 {
        memref.store %r, %buf[%k] : memref<8xi32>
      }
    }
    aie.end
  }
}
