// Two cores on neighbouring tiles that each wait for the other's object
// first: core (0, 2) takes from @ba before it gives to @ab, core (0, 3) takes
// from @ab before it gives to @ba. The FIFOs share memory (no DMA), so the
// wait-for graph is a cycle of the two cores; the report says so first,
// with the acquires' positions and the locks' object FIFOs. The runtime
// sequence is empty, so this is work left when the control code ends (exit 2).
// RUN: not aie-sim %s 2>&1 | FileCheck %s
// CHECK: aie-sim: the control code ended at cycle {{[0-9]+}} with work left:
// CHECK-NEXT: root cause: a wait-for cycle: core (0, 2) at {{.*}}wait-for-cycle.mlir:23:7 (%x = aie.objectfifo.acquire @ba(Consume, 1)) waits on @ba_cons_lock_0, which core (0, 3) releases @ba_cons_lock_0;
// CHECK-SAME: core (0, 3) at {{.*}}wait-for-cycle.mlir:30:7 (%y = aie.objectfifo.acquire @ab(Consume, 1)) waits on @ab_cons_lock_0, which core (0, 2) releases @ab_cons_lock_0
// CHECK-NEXT: wait-for graph (→ waits for, ← given by):
// CHECK-NEXT: core (0, 2) at {{.*}} → @ba_cons_lock_0 (object FIFO ba at {{.*}}wait-for-cycle.mlir:21:5, lock {{[0-9]+}} of (0, {{[23]}})) = 0, AcquireGreaterEqual 1 ← core (0, 3)
// CHECK-NEXT: core (0, 3) at {{.*}} → @ab_cons_lock_0 (object FIFO ab at {{.*}}wait-for-cycle.mlir:20:5, lock {{[0-9]+}} of (0, {{[23]}})) = 0, AcquireGreaterEqual 1 ← core (0, 2)
// CHECK-NEXT: core (0, 2): waits at aie.use_lock
module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %t2 = aie.tile(0, 2)
    %t3 = aie.tile(0, 3)
    aie.objectfifo @ab(%t2, {%t3}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @ba(%t3, {%t2}, 1 : i32) : !aie.objectfifo<memref<8xi32>>
    %c2 = aie.core(%t2) {
      %x = aie.objectfifo.acquire @ba(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
      %y = aie.objectfifo.acquire @ab(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
      aie.objectfifo.release @ab(Produce, 1)
      aie.objectfifo.release @ba(Consume, 1)
      aie.end
    }
    %c3 = aie.core(%t3) {
      %y = aie.objectfifo.acquire @ab(Consume, 1) : !aie.objectfifosubview<memref<8xi32>>
      %x = aie.objectfifo.acquire @ba(Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
      aie.objectfifo.release @ba(Produce, 1)
      aie.objectfifo.release @ab(Consume, 1)
      aie.end
    }
    aie.runtime_sequence(%a: memref<8xi32>) {
    }
  }
}
