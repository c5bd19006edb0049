// A loop a static lowering cannot make steady (peel-sliding-window.mlir
// runs this file): a window (acquire 2, release 1) in a loop of a run-time
// bound. The inner loop's 4 trips over a pool of 2 are unrolled and peeled
// away, and each outer trip leaves one object held that it did not find:
// the outer loop takes the shortfall, max(2 - held, 0), counted at run time.
// CHECK-LABEL: aie.core(%tile_0_3)
// CHECK:         scf.for
// CHECK:           %[[HELD:.*]] = memref.load %{{.*}}[%c1] : memref<2xi32>
// CHECK:           %[[SHORT:.*]] = arith.subi %c2_i32{{.*}}, %[[HELD]] : i32
// CHECK:           %[[TAKE:.*]] = arith.maxsi %[[SHORT]], %c0_i32{{.*}} : i32
// CHECK:           aie.use_lock(%f_cons_lock_0, AcquireGreaterEqual, %[[TAKE]])
module {
  aie.device(npu2) {
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.objectfifo @f(%t2, {%t3}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %n = aie.buffer(%t3) {sym_name = "n"} : memref<1xindex>
    %core_0_3 = aie.core(%t3) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %ub = memref.load %n[%c0] : memref<1xindex>
      scf.for %i = %c0 to %ub step %c1 {
        scf.for %j = %c0 to %c4 step %c1 {
          %a, %b = aie.objectfifo.acquire @f(Consume, 2) : memref<8xi32>, memref<8xi32>
          aie.objectfifo.release @f(Consume, 1)
        }
      }
      aie.end
    }
  }
}
