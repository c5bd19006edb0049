// --canonicalize places constants as MLIR's folder does: equal constants of
// one insertion region become one, and each moves to the start of that
// region's entry block unless it is there already (first, or after one
// already placed), so constants gathered from later in the region come out
// last first. The insertion region is the nearest enclosing region of an op
// isolated from above (aie.device, func.func) or of a core, runtime sequence
// or DMA program (the aie dialect's fold interface); constants in scf
// bodies, DMA tasks and BDs go up to it. Constants folding makes go to the
// very start.
// RUN: aiec --canonicalize %s | FileCheck %s

// CHECK-LABEL: aie.device(npu1)
// A device's own constants are its region's: moved before the tile.
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %{{.*}} = aie.tile(0, 2)
// A core: the leading constants stay, those after an op or inside the loop
// come to the start, last first; the loop's 4 : i32 equals the core's.
// CHECK:         aie.core
// CHECK-NEXT:      %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:      %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:      %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:      memref.store %[[C4]], %{{.*}}[%[[C2]]]
// CHECK-NEXT:      scf.for %[[I:.*]] = %[[C0]] to %[[C3]] step %[[C1]] {
// CHECK-NEXT:        memref.store %[[C7]], %{{.*}}[%[[I]]]
// CHECK-NEXT:        memref.store %[[C4]], %{{.*}}[%[[I]]]
// CHECK-NEXT:      }
// CHECK-NEXT:      aie.end
// A DMA program keeps its lock values at its start, one of each.
// CHECK:         aie.mem
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[O:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      aie.dma_start
// CHECK:           aie.use_lock(%{{.*}}, AcquireGreaterEqual, %[[O]])
// CHECK:           aie.use_lock(%{{.*}}, Release, %[[Z]])
// CHECK:           aie.use_lock(%{{.*}}, AcquireGreaterEqual, %[[O]])
// CHECK:           aie.use_lock(%{{.*}}, Release, %[[Z]])
// A runtime sequence: 5 + 3 folds to 8, made after the written ones were
// placed, so it goes first; 5 and 3 are then unused and erased.
// CHECK:         aie.runtime_sequence
// CHECK-NEXT:      %[[C8:.*]] = arith.constant 8 : i32
// CHECK-NEXT:      %[[A:.*]] = arith.constant 4096 : i32
// CHECK-NEXT:      aiex.npu.write32(%[[A]], %[[C8]])
// CHECK-NEXT:      aiex.npu.write32(%[[A]], %[[C8]])
// CHECK-NEXT:    }
// A function is isolated from above: its constants stay in it.
// CHECK:         func.func @f(%{{.*}}: memref<4xi32>) {
// CHECK-NEXT:      %{{.*}} = arith.constant 9 : i32
// CHECK-NEXT:      %{{.*}} = arith.constant 0 : index
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %c2 = arith.constant 2 : index
    %l0 = aie.lock(%t, 0) {init = 1 : i32}
    %l1 = aie.lock(%t, 1)
    %b = aie.buffer(%t) : memref<4xi32>
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : i32
      memref.store %c4, %b[%c2] : memref<4xi32>
      %c3 = arith.constant 3 : index
      scf.for %i = %c0 to %c3 step %c1 {
        %c7 = arith.constant 7 : i32
        %c4b = arith.constant 4 : i32
        memref.store %c7, %b[%i] : memref<4xi32>
        memref.store %c4b, %b[%i] : memref<4xi32>
      }
      aie.end
    }
    %mem = aie.mem(%t) {
      %s = aie.dma_start(MM2S, 0, ^bd0, ^end)
    ^bd0:
      %one = arith.constant 1 : i32
      aie.use_lock(%l0, AcquireGreaterEqual, %one)
      aie.dma_bd(%b : memref<4xi32>, 0, 4)
      %zero = arith.constant 0 : i32
      aie.use_lock(%l1, Release, %zero)
      aie.next_bd ^bd1
    ^bd1:
      %one_b = arith.constant 1 : i32
      aie.use_lock(%l1, AcquireGreaterEqual, %one_b)
      aie.dma_bd(%b : memref<4xi32>, 0, 4)
      %zero_b = arith.constant 0 : i32
      aie.use_lock(%l0, Release, %zero_b)
      aie.next_bd ^bd0
    ^end:
      aie.end
    }
    aie.runtime_sequence(%x: memref<4xi32>) {
      %a = arith.constant 4096 : i32
      %five = arith.constant 5 : i32
      %three = arith.constant 3 : i32
      %v = arith.addi %five, %three : i32
      aiex.npu.write32(%a, %v) : i32, i32
      %a2 = arith.constant 4096 : i32
      aiex.npu.write32(%a2, %v) : i32, i32
    }
    func.func @f(%m: memref<4xi32>) {
      %c9_i32 = arith.constant 9 : i32
      %c0 = arith.constant 0 : index
      memref.store %c9_i32, %m[%c0] : memref<4xi32>
      return
    }
  }
}
