// A static lowering walks a loop's body once, so every trip takes the locks
// and objects of the first. A sliding window entered holding nothing
// (acquire 2, release 1) takes two objects on its first trip and one on each
// later one: after unrolling by the depth (4) the loop's first trip is
// peeled, and the loop starts holding one object, as every trip leaves it.
// The consumer adds each window's two values; with the producer writing
// 0..15, the windows sum to 1, 3, ..., 29 (15 windows, 16 objects: one more
// acquire per trip would wait forever).
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=false" --aie-objectfifo-erase-pools %s | FileCheck %s
// RUN: aie-sim %s | FileCheck %s --check-prefix=SIM
// Loops that cannot be made steady, and branches whose arms leave an end
// differently, have their ends counted at run time:
// RUN: aiec --aie-objectFifo-stateful-transform %S/Inputs/core-while-true.mlir | FileCheck %S/Inputs/core-while-true.mlir
// RUN: python3 -c "import struct, sys; open(sys.argv[1], 'wb').write(struct.pack('<64i', *[i + 42 for i in range(64)]))" %t.plus41.bin
// RUN: aie-sim %S/Inputs/core-while-true.mlir --allow-idle-cores --input 0=%S/Inputs/ramp64.bin --expect 1=%t.plus41.bin | FileCheck %S/Inputs/core-while-true.mlir --check-prefix=SIM
// RUN: aiec --aie-objectFifo-stateful-transform %S/Inputs/window-runtime-bound.mlir | FileCheck %S/Inputs/window-runtime-bound.mlir
// RUN: aiec --aie-objectFifo-stateful-transform %S/Inputs/branch-release.mlir | FileCheck %S/Inputs/branch-release.mlir
// RUN: aie-sim %S/Inputs/branch-release.mlir | FileCheck %S/Inputs/branch-release.mlir --check-prefix=SIM

// CHECK-LABEL: aie.core(%tile_0_3)
// The peeled trip: the first window takes two objects, the next three one.
// CHECK-NOT:     scf.for
// CHECK:         aie.use_lock(%f_cons_lock_0, AcquireGreaterEqual, %c2_i32)
// CHECK:         memref.load %f_buff_0[
// CHECK:         memref.load %f_buff_1[
// CHECK-COUNT-3: aie.use_lock(%f_cons_lock_0, AcquireGreaterEqual, %c1_i32
// CHECK-NOT:     AcquireGreaterEqual, %c2_i32
// CHECK:         scf.for %{{.*}} = %c4{{.*}} to %c12 step %c4
// CHECK-NOT:     AcquireGreaterEqual, %c2_i32
// CHECK:           aie.use_lock(%f_cons_lock_0, AcquireGreaterEqual, %c1_i32
// CHECK:           memref.load %f_buff_0[
// CHECK:           memref.load %f_buff_1[
// CHECK:         }
// CHECK-NOT:     AcquireGreaterEqual, %c2_i32
// CHECK:         aie.end

// SIM:      1
// SIM-NEXT: 3
// SIM-NEXT: 5
// SIM-NEXT: 7
// SIM-NEXT: 9
// SIM-NEXT: 11
// SIM-NEXT: 13
// SIM-NEXT: 15
// SIM-NEXT: 17
// SIM-NEXT: 19
// SIM-NEXT: 21
// SIM-NEXT: 23
// SIM-NEXT: 25
// SIM-NEXT: 27
// SIM-NEXT: 29
// SIM-NEXT: aie-sim: {{[0-9]+}} cycles

module {
  aie.device(npu2) {
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.objectfifo @f(%t2, {%t3}, 4 : i32) : !aie.objectfifo<memref<8xi32>>
    %core_0_2 = aie.core(%t2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      scf.for %i = %c0 to %c16 step %c1 {
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
      %c15 = arith.constant 15 : index
      scf.for %i = %c0 to %c15 step %c1 {
        %a, %b = aie.objectfifo.acquire @f(Consume, 2) : memref<8xi32>, memref<8xi32>
        %x = memref.load %a[%c0] : memref<8xi32>
        %y = memref.load %b[%c0] : memref<8xi32>
        %s = arith.addi %x, %y : i32
        vector.print %s : i32
        aie.objectfifo.release @f(Consume, 1)
      }
      aie.end
    }
  }
}
