// --aie-objectfifo-lower-cores in a static core: each arm of a branch starts
// from the objects held before it (an acquire names the total a core wants
// to hold, so an arm asking for no more than is held takes no lock); an end
// that arms leave holding different objects is chosen and counted at run
// time (`unroll::peel_unsteady_loops`).
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-lower-cores="dynamic-objFifos=false" %s | FileCheck %s

// Two held before the branch; each arm reads one and gives one back, the
// other is given back after it.
// CHECK-LABEL: module @arms_share_held
// CHECK:         aie.core
// CHECK:           aie.use_lock(%c, AcquireGreaterEqual, %c2_i32
// CHECK:           scf.if
// CHECK-NOT:         AcquireGreaterEqual
// CHECK:             memref.load %b0
// CHECK:             aie.use_lock(%p, Release, %c1_i32
// CHECK:           } else {
// CHECK-NOT:         AcquireGreaterEqual
// CHECK:             memref.load %b0
// CHECK:             aie.use_lock(%p, Release, %c1_i32
// CHECK:           }
// CHECK:           aie.use_lock(%p, Release, %c1_i32
// CHECK:           aie.end
module @arms_share_held {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<4xi32>
    %b1 = aie.buffer(%t) {sym_name = "b1"} : memref<4xi32>
    %flag = aie.buffer(%t) {sym_name = "flag"} : memref<1xi32>
    %p = aie.lock(%t) {sym_name = "p", init = 2 : i32}
    %c = aie.lock(%t) {sym_name = "c", init = 0 : i32}
    aie.objectfifo.pool @q(%t) {depth = 2 : i32, buffers = [@b0, @b1]} : memref<4xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32, produceLock = @p, consumeLock = @c}
    }
    aie.objectfifo.core_endpoint @r(%t) drains @q
    %core = aie.core(%t) {
      %i0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %f = memref.load %flag[%i0] : memref<1xi32>
      %cond = arith.cmpi sgt, %f, %zero : i32
      %o0, %o1 = aie.objectfifo.acquire @r(2) : memref<4xi32>, memref<4xi32>
      scf.if %cond {
        %a = aie.objectfifo.acquire @r(1) : memref<4xi32>
        %x = memref.load %a[%i0] : memref<4xi32>
        aie.objectfifo.release @r(1)
      } else {
        %b = aie.objectfifo.acquire @r(1) : memref<4xi32>
        %y = memref.load %b[%i0] : memref<4xi32>
        aie.objectfifo.release @r(1)
      }
      aie.objectfifo.release @r(1)
      aie.end
    }
  }
}

// -----

// An scf.if without else may not run: its arm gives an object back that the
// other path still holds. The end's first object and held count are kept in
// a counter buffer: the second acquire takes max(1 - held, 0) objects and
// reads the object the counter names.
// CHECK-LABEL: module @arm_without_else
// CHECK:         aie.core
// CHECK:           aie.use_lock(%c, AcquireGreaterEqual, %{{.*}})
// CHECK:           scf.if
// CHECK:             aie.use_lock(%p, Release, %c1_i32
// CHECK:           }
// CHECK:           %[[SHORT:.*]] = arith.maxsi
// CHECK:           aie.use_lock(%c, AcquireGreaterEqual, %[[SHORT]])
// CHECK:           scf.index_switch
// CHECK:           aie.use_lock(%p, Release, %c1_i32
module @arm_without_else {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<4xi32>
    %b1 = aie.buffer(%t) {sym_name = "b1"} : memref<4xi32>
    %flag = aie.buffer(%t) {sym_name = "flag"} : memref<1xi32>
    %p = aie.lock(%t) {sym_name = "p", init = 2 : i32}
    %c = aie.lock(%t) {sym_name = "c", init = 0 : i32}
    aie.objectfifo.pool @q(%t) {depth = 2 : i32, buffers = [@b0, @b1]} : memref<4xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32, produceLock = @p, consumeLock = @c}
    }
    aie.objectfifo.core_endpoint @r(%t) drains @q
    %core = aie.core(%t) {
      %i0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %f = memref.load %flag[%i0] : memref<1xi32>
      %cond = arith.cmpi sgt, %f, %zero : i32
      %o0 = aie.objectfifo.acquire @r(1) : memref<4xi32>
      scf.if %cond {
        aie.objectfifo.release @r(1)
      }
      %o1 = aie.objectfifo.acquire @r(1) : memref<4xi32>
      %v = memref.load %o1[%i0] : memref<4xi32>
      aie.objectfifo.release @r(1)
      aie.end
    }
  }
}

// -----

// AIE1's binary locks travel with their objects, one use_lock per object:
// arms leaving an end of them holding different objects are an error in a
// static core (as mlir-aie leaves them uncounted).
module @binary_arms {
  aie.device(xcvc1902) {
    %t = aie.tile(1, 2)
    %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<4xi32>
    %b1 = aie.buffer(%t) {sym_name = "b1"} : memref<4xi32>
    %flag = aie.buffer(%t) {sym_name = "flag"} : memref<1xi32>
    %l0 = aie.lock(%t, 0) {sym_name = "l0"}
    %l1 = aie.lock(%t, 1) {sym_name = "l1"}
    aie.objectfifo.pool @q(%t) {depth = 2 : i32, buffers = [@b0, @b1], locks = [@l0, @l1]} : memref<4xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32}
    }
    aie.objectfifo.core_endpoint @r(%t) drains @q
    %core = aie.core(%t) {
      %i0 = arith.constant 0 : index
      %zero = arith.constant 0 : i32
      %f = memref.load %flag[%i0] : memref<1xi32>
      %cond = arith.cmpi sgt, %f, %zero : i32
      %o0 = aie.objectfifo.acquire @r(1) : memref<4xi32>
      // expected-error@+1 {{leaves objects of @r held differently by branch (1 from object 0, or 0 from object 1)}}
      scf.if %cond {
        aie.objectfifo.release @r(1)
      }
      aie.end
    }
  }
}
