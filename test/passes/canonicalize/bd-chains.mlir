// --canonicalize cuts a BD chain that loops back and repeats a shorter
// pattern from its first BD to that pattern (mlir-aie's DMAStartOp
// canonicalization): the pattern's last BD points where the chain's last BD
// did, and the BDs left unreached are erased. BDs are the same when their
// ops are (lock values compared after the constants are unified). A chain
// that ends, or does not repeat whole, stays.
// RUN: aiec --canonicalize %s | FileCheck %s

// CHECK-LABEL: aie.mem
// Four BDs alternating two buffers become two.
// CHECK:         aie.dma_start(MM2S, 0, ^[[A:bb[0-9]+]], ^[[NEXT:bb[0-9]+]])
// CHECK:       ^[[NEXT]]:
// CHECK-NEXT:    aie.dma_start(S2MM, 0, ^[[C:bb[0-9]+]], ^[[END:bb[0-9]+]])
// CHECK:       ^[[A]]:
// CHECK-NEXT:    aie.use_lock
// CHECK-NEXT:    aie.dma_bd(%[[B0:.*]] : memref<8xi32> offset = 0 len = 8)
// CHECK-NEXT:    aie.use_lock
// CHECK-NEXT:    aie.next_bd ^[[B:bb[0-9]+]]
// CHECK-NEXT:  ^[[B]]:
// CHECK-NEXT:    aie.use_lock
// CHECK-NEXT:    aie.dma_bd(%[[B1:.*]] : memref<8xi32> offset = 0 len = 8)
// CHECK-NEXT:    aie.use_lock
// CHECK-NEXT:    aie.next_bd ^[[A]]
// Three BDs whose third differs (an offset) stay three.
// CHECK:       ^[[C]]:
// CHECK:         aie.dma_bd(%[[B0]] : memref<8xi32> offset = 0 len = 4)
// CHECK:         aie.next_bd ^[[D:bb[0-9]+]]
// CHECK-NEXT:  ^[[D]]:
// CHECK:         aie.dma_bd(%[[B0]] : memref<8xi32> offset = 0 len = 4)
// CHECK:         aie.next_bd ^[[E:bb[0-9]+]]
// CHECK-NEXT:  ^[[E]]:
// CHECK:         aie.dma_bd(%[[B0]] : memref<8xi32> offset = 4 len = 4)
// CHECK:         aie.next_bd ^[[C]]
// CHECK-NOT:     aie.dma_bd
// CHECK:         aie.end
module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %b0 = aie.buffer(%t) : memref<8xi32>
    %b1 = aie.buffer(%t) : memref<8xi32>
    %l = aie.lock(%t, 0) {init = 2 : i32}
    %m = aie.lock(%t, 1)
    %mem = aie.mem(%t) {
      %s0 = aie.dma_start(MM2S, 0, ^a0, ^next)
    ^next:
      %s1 = aie.dma_start(S2MM, 0, ^c0, ^end)
    ^a0:
      %one0 = arith.constant 1 : i32
      aie.use_lock(%l, AcquireGreaterEqual, %one0)
      aie.dma_bd(%b0 : memref<8xi32>, 0, 8)
      aie.use_lock(%m, Release, %one0)
      aie.next_bd ^a1
    ^a1:
      %one1 = arith.constant 1 : i32
      aie.use_lock(%l, AcquireGreaterEqual, %one1)
      aie.dma_bd(%b1 : memref<8xi32>, 0, 8)
      aie.use_lock(%m, Release, %one1)
      aie.next_bd ^a2
    ^a2:
      %one2 = arith.constant 1 : i32
      aie.use_lock(%l, AcquireGreaterEqual, %one2)
      aie.dma_bd(%b0 : memref<8xi32>, 0, 8)
      aie.use_lock(%m, Release, %one2)
      aie.next_bd ^a3
    ^a3:
      %one3 = arith.constant 1 : i32
      aie.use_lock(%l, AcquireGreaterEqual, %one3)
      aie.dma_bd(%b1 : memref<8xi32>, 0, 8)
      aie.use_lock(%m, Release, %one3)
      aie.next_bd ^a0
    ^c0:
      %k0 = arith.constant 1 : i32
      aie.use_lock(%m, AcquireGreaterEqual, %k0)
      aie.dma_bd(%b0 : memref<8xi32>, 0, 4)
      aie.use_lock(%l, Release, %k0)
      aie.next_bd ^c1
    ^c1:
      %k1 = arith.constant 1 : i32
      aie.use_lock(%m, AcquireGreaterEqual, %k1)
      aie.dma_bd(%b0 : memref<8xi32>, 0, 4)
      aie.use_lock(%l, Release, %k1)
      aie.next_bd ^c2
    ^c2:
      %k2 = arith.constant 1 : i32
      aie.use_lock(%m, AcquireGreaterEqual, %k2)
      aie.dma_bd(%b0 : memref<8xi32>, 4, 4)
      aie.use_lock(%l, Release, %k2)
      aie.next_bd ^c0
    ^end:
      aie.end
    }
  }
}
