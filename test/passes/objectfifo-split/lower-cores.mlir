// --aie-objectfifo-lower-cores: acquires and releases through core
// endpoints become use_locks (an acquire waits only for the objects it does
// not hold yet; the filler of a repeated pool counts R units per object)
// and buffers (straight-line code: known statically; a loop of a dynamic
// core: a rotation counter and scf.index_switch; a static core's loops are
// unrolled, lower-cores-static.mlir); the core endpoints are erased.
// RUN: aiec --split-input-file --aie-objectfifo-lower-cores %s | FileCheck %s

// CHECK-LABEL: module @static
// CHECK-NOT:  aie.objectfifo.core_endpoint
// CHECK:      aie.core
// CHECK:        aie.use_lock(%p, AcquireGreaterEqual, %[[TWO:.*]])
// CHECK:        memref.store %{{.*}}, %b0[
// CHECK:        memref.store %{{.*}}, %b1[
// The second acquire of 2 holds both already: no lock.
// CHECK-NOT:    AcquireGreaterEqual
// CHECK:        memref.store %{{.*}}, %b0[
// CHECK:        aie.use_lock(%c, Release, %{{.*}})
// Released one: the next acquire of 2 waits for one more, and sees b1, b0.
// CHECK:        aie.use_lock(%p, AcquireGreaterEqual, %{{.*}})
// CHECK:        memref.store %{{.*}}, %b1[
// CHECK:        memref.store %{{.*}}, %b0[
// CHECK-NOT:    aie.objectfifo
module @static {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<4xi32>
    %b1 = aie.buffer(%t) {sym_name = "b1"} : memref<4xi32>
    %p = aie.lock(%t) {sym_name = "p", init = 2 : i32}
    %c = aie.lock(%t) {sym_name = "c", init = 0 : i32}
    aie.objectfifo.pool @q(%t) {depth = 2 : i32, buffers = [@b0, @b1]} : memref<4xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32, produceLock = @p, consumeLock = @c}
    }
    aie.objectfifo.core_endpoint @w(%t) fills @q
    %core = aie.core(%t) {
      %i0 = arith.constant 0 : index
      %v = arith.constant 7 : i32
      %o:2 = aie.objectfifo.acquire @w(2) : memref<4xi32>, memref<4xi32>
      memref.store %v, %o#0[%i0] : memref<4xi32>
      memref.store %v, %o#1[%i0] : memref<4xi32>
      %r:2 = aie.objectfifo.acquire @w(2) : memref<4xi32>, memref<4xi32>
      memref.store %v, %r#0[%i0] : memref<4xi32>
      aie.objectfifo.release @w(1)
      %s:2 = aie.objectfifo.acquire @w(2) : memref<4xi32>, memref<4xi32>
      memref.store %v, %s#0[%i0] : memref<4xi32>
      memref.store %v, %s#1[%i0] : memref<4xi32>
      aie.objectfifo.release @w(2)
      aie.end
    }
  }
}

// -----

// In a loop of a dynamic core the object comes from a counter advanced
// after each release; the filler of a pool repeated 3 times takes and
// gives 3 units.
// CHECK-LABEL: module @dynamic
// CHECK:      %[[COUNTERS:.*]] = aie.buffer(%{{.*}}tile_0_2) : memref<1xi32>
// CHECK:      aie.core
// CHECK:        scf.for
// CHECK:          %[[K:.*]] = memref.load %[[COUNTERS]]
// CHECK:          scf.index_switch
// CHECK:          aie.use_lock(%p, AcquireGreaterEqual, %c3_i32)
// CHECK:          aie.use_lock(%c, Release, %c3_i32
// CHECK-NEXT:     memref.load %[[COUNTERS]]
// CHECK:          arith.cmpi sge
// CHECK:          memref.store %{{.*}}, %[[COUNTERS]]
module @dynamic {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<4xi32>
    %b1 = aie.buffer(%t) {sym_name = "b1"} : memref<4xi32>
    %p = aie.lock(%t) {sym_name = "p", init = 6 : i32}
    %c = aie.lock(%t) {sym_name = "c", init = 0 : i32}
    aie.objectfifo.pool @q(%t) {depth = 2 : i32, buffers = [@b0, @b1], repeatCount = 3 : i32} : memref<4xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32, produceLock = @p, consumeLock = @c}
    }
    aie.objectfifo.core_endpoint @w(%t) fills @q
    %core = aie.core(%t) {
      %i0 = arith.constant 0 : index
      %i1 = arith.constant 1 : index
      %i9 = arith.constant 9 : index
      %v = arith.constant 7 : i32
      scf.for %k = %i0 to %i9 step %i1 {
        %o = aie.objectfifo.acquire @w(1) : memref<4xi32>
        memref.store %v, %o[%i0] : memref<4xi32>
        aie.objectfifo.release @w(1)
      }
      aie.end
    } {dynamic_objfifo_lowering = true}
  }
}

// -----

// A pool of one object hands it out; AIE1 binary locks: the drainer waits
// for a full object (1) and marks it empty (0).
// CHECK-LABEL: module @binary
// CHECK:      aie.use_lock(%l, Acquire, %c1_i32)
// CHECK:      memref.load %only[
// CHECK:      aie.use_lock(%l, Release, %c0_i32)
module @binary {
  aie.device(xcvc1902) {
    %t = aie.tile(1, 2)
    %only = aie.buffer(%t) {sym_name = "only"} : memref<4xi32>
    %l = aie.lock(%t, 0) {sym_name = "l"}
    aie.objectfifo.pool @q(%t) {depth = 1 : i32, buffers = [@only], locks = [@l]} : memref<4xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32}
    }
    aie.objectfifo.core_endpoint @r(%t) drains @q
    %core = aie.core(%t) {
      %i0 = arith.constant 0 : index
      %o = aie.objectfifo.acquire @r(1) : memref<4xi32>
      %x = memref.load %o[%i0] : memref<4xi32>
      aie.objectfifo.release @r(1)
      aie.end
    }
  }
}
