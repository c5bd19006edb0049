// aiex.set_lock needs a runtime sequence among its ancestors, not as its
// parent (mlir-aie #3555): a loop whose trip count is known only at run time
// or an arm of an index switch may set a lock, and --aie-lower-set-lock
// writes its value register where it is. Outside every sequence it is an
// error.
// RUN: aiec --aie-lower-set-lock %s | FileCheck %s
// RUN: not aiec %S/Inputs/set-lock-outside.mlir 2>&1 | FileCheck %s --check-prefix=OUTSIDE

// CHECK-LABEL: aie.runtime_sequence @arms
// CHECK:      scf.for
// Lock 6 of core tile (2, 3): 0x1F060.
// CHECK-DAG:    %[[A:.*]] = arith.constant 127072 : i32
// CHECK-DAG:    %[[V:.*]] = arith.constant 2 : i32
// CHECK:        aiex.npu.write32(%[[A]], %[[V]]) {column = 2 : i32, row = 3 : i32} : i32, i32
// CHECK:        scf.index_switch
// CHECK-NEXT:   case 1 {
// Lock 9 of mem tile (2, 1): 0xC0090.
// CHECK-DAG:      %[[B:.*]] = arith.constant 786576 : i32
// CHECK-DAG:      %[[W:.*]] = arith.constant 1 : i32
// CHECK:          aiex.npu.write32(%[[B]], %[[W]]) {column = 2 : i32, row = 1 : i32} : i32, i32
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NOT:  aiex.set_lock

// OUTSIDE: set-lock-outside.mlir:5:3: error: 'aiex.set_lock' op expects ancestor op 'aie.runtime_sequence'
// OUTSIDE: help: set a lock in a runtime sequence
aie.device(npu1) {
  %c = aie.tile(2, 3)
  %m = aie.tile(2, 1)
  %l6 = aie.lock(%c, 6)
  %l9 = aie.lock(%m, 9)
  aie.runtime_sequence @arms(%n: index, %which: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      aiex.set_lock(%l6, 2)
      scf.index_switch %which
      case 1 {
        aiex.set_lock(%l9, 1)
        scf.yield
      }
      default {
        scf.yield
      }
    }
  }
}
