// A pair whose release depends on the trip (peel-sliding-window.mlir runs
// this file): each trip acquires 2 objects and an odd trip releases them.
// Arms that leave the end holding different objects have it chosen and
// counted at run time in an otherwise static core, as mlir-aie's stateful
// transform counts it. The producer sends 0..5; each pair is read twice.
// CHECK-LABEL: aie.core(%tile_0_3)
// CHECK:         scf.for
// CHECK:           arith.maxsi
// CHECK:           aie.use_lock(%f_cons_lock_0, AcquireGreaterEqual, %{{[0-9]+}})
// CHECK:           scf.index_switch
// CHECK:           scf.if
// SIM:      0 1
// SIM-NEXT: 0 1
// SIM-NEXT: 2 3
// SIM-NEXT: 2 3
// SIM-NEXT: 4 5
// SIM-NEXT: 4 5
// SIM-NEXT: aie-sim: {{[0-9]+}} cycles
module {
  aie.device(npu2) {
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.objectfifo @f(%t2, {%t3}, 3 : i32) : !aie.objectfifo<memref<8xi32>>
    %core_0_2 = aie.core(%t2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c6 = arith.constant 6 : index
      scf.for %i = %c0 to %c6 step %c1 {
        %e = aie.objectfifo.acquire @f(Produce, 1) : memref<8xi32>
        %v = arith.index_cast %i : index to i32
        memref.store %v, %e[%c0] : memref<8xi32>
        aie.objectfifo.release @f(Produce, 1)
      }
      aie.end
    }
    %core_0_3 = aie.core(%t3) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c6 = arith.constant 6 : index
      scf.for %i = %c0 to %c6 step %c1 {
        %a, %b = aie.objectfifo.acquire @f(Consume, 2) : memref<8xi32>, memref<8xi32>
        %x = memref.load %a[%c0] : memref<8xi32>
        %y = memref.load %b[%c0] : memref<8xi32>
        vector.print %x : i32 punctuation <no_punctuation>
        vector.print str " " punctuation <no_punctuation>
        vector.print %y : i32
        %r = arith.remui %i, %c2 : index
        %odd = arith.cmpi eq, %r, %c1 : index
        scf.if %odd {
          aie.objectfifo.release @f(Consume, 2)
        }
      }
      aie.end
    }
  }
}
