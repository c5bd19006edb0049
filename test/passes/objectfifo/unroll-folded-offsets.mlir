// The static lowering's unrolling leaves the induction variables as MLIR's
// canonicalization leaves them after loopUnrollByFactor: a copy's variable
// is iv + k·step with the product folded to a constant outside the loop
// (shared with a constant the core already has), and in the fully unrolled
// remainder, whose variable is a constant, the sum folded too. Ten trips
// over a fifo of 4: a loop of two trips of 4 (8 and 9 left over).
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s

// CHECK-LABEL: aie.core(%tile_1_2)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-NOT:     arith.muli
// CHECK:         scf.for %[[IV:.*]] = %{{.*}} to %[[C8]] step %[[C4]] {
// CHECK:           func.call @work(%{{.*}}, %[[IV]])
// CHECK:           %[[I1:.*]] = arith.addi %[[IV]], %[[C1]] : index
// CHECK:           func.call @work(%{{.*}}, %[[I1]])
// CHECK:           %[[I2:.*]] = arith.addi %[[IV]], %[[C2]] : index
// CHECK:           func.call @work(%{{.*}}, %[[I2]])
// CHECK:           %[[I3:.*]] = arith.addi %[[IV]], %[[C3]] : index
// CHECK:           func.call @work(%{{.*}}, %[[I3]])
// CHECK:         }
// CHECK:         %[[C9:.*]] = arith.constant 9 : index
// CHECK-NOT:     arith.addi
// CHECK:         func.call @work(%{{.*}}, %[[C8]])
// CHECK:         func.call @work(%{{.*}}, %[[C9]])
// CHECK:         aie.end
module {
  aie.device(npu1) {
    %t12 = aie.tile(1, 2)
    %t13 = aie.tile(1, 3)
    aie.objectfifo @of(%t12, {%t13}, 4 : i32) : !aie.objectfifo<memref<16xi32>>
    func.func @work(%m: memref<16xi32>, %i: index) -> () {
      return
    }
    %core = aie.core(%t12) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      scf.for %i = %c0 to %c10 step %c1 {
        %e = aie.objectfifo.acquire @of(Produce, 1) : memref<16xi32>
        func.call @work(%e, %i) : (memref<16xi32>, index) -> ()
        aie.objectfifo.release @of(Produce, 1)
      }
      aie.end
    }
  }
}
