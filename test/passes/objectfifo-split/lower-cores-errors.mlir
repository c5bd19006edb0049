// The errors of --aie-objectfifo-lower-cores.
// RUN: aiec --split-input-file --verify-diagnostics --aie-objectfifo-lower-cores %s

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
    %o = aie.objectfifo.acquire @w(1) : memref<4xi32>
    aie.objectfifo.release @w(1)
    // expected-error@+1 {{'aie.objectfifo.release' op cannot release more elements than are already acquired}}
    aie.objectfifo.release @w(1)
    aie.end
  }
}

// -----

// A loop whose trip releases more than it acquires: mlir-aie's check,
// whatever the trip count, on the loop's first acquire.
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
    %i1 = arith.constant 1 : index
    %i8 = arith.constant 8 : index
    scf.for %i = %i0 to %i8 step %i1 {
      // expected-error@+1 {{'aie.objectfifo.acquire' op cannot release more elements than are already acquired}}
      %o = aie.objectfifo.acquire @w(1) : memref<4xi32>
      aie.objectfifo.release @w(2)
    }
    aie.end
  } {dynamic_objfifo_lowering = false}
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  aie.objectfifo.pool @q(%t) {depth = 2 : i32} : memref<4xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32}
  }
  // expected-error@+1 {{'aie.objectfifo.core_endpoint' op fills or drains pool @q, which has no buffers}}
  aie.objectfifo.core_endpoint @w(%t) fills @q
  %core = aie.core(%t) {
    %o = aie.objectfifo.acquire @w(1) : memref<4xi32>
    aie.objectfifo.release @w(1)
    aie.end
  }
}

// -----

// AIE1 binary locks travel with their objects, one use_lock each: a
// dynamic core picks them at run time, but not a run-time number of them
// (this sliding window holds 0 objects before the loop's first trip, 1
// before the others); a static one unrolls the loop
// (split-static-aie1.mlir).
aie.device(xcvc1902) {
  %t = aie.tile(1, 2)
  %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<4xi32>
  %b1 = aie.buffer(%t) {sym_name = "b1"} : memref<4xi32>
  %l0 = aie.lock(%t, 0) {sym_name = "l0"}
  %l1 = aie.lock(%t, 1) {sym_name = "l1"}
  aie.objectfifo.pool @q(%t) {depth = 2 : i32, buffers = [@b0, @b1], locks = [@l0, @l1]} : memref<4xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32}
  }
  aie.objectfifo.core_endpoint @w(%t) fills @q
  %core = aie.core(%t) {
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i4 = arith.constant 4 : index
    scf.for %k = %i0 to %i4 step %i1 {
      // expected-error@+1 {{'aie.objectfifo.acquire' op changes how many objects of a pool of binary locks are held in a loop or branch}}
      %o:2 = aie.objectfifo.acquire @w(2) : memref<4xi32>, memref<4xi32>
      aie.objectfifo.release @w(1)
    }
    aie.end
  } {dynamic_objfifo_lowering = true}
}

// -----

// A static core (dynamic_objfifo_lowering = false) unrolls its loops,
// which needs their trip counts.
aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b0 = aie.buffer(%t) {sym_name = "b0"} : memref<4xi32>
  %b1 = aie.buffer(%t) {sym_name = "b1"} : memref<4xi32>
  %n = aie.buffer(%t) {sym_name = "n"} : memref<1xindex>
  %p = aie.lock(%t) {sym_name = "p", init = 2 : i32}
  %c = aie.lock(%t) {sym_name = "c", init = 0 : i32}
  aie.objectfifo.pool @q(%t) {depth = 2 : i32, buffers = [@b0, @b1]} : memref<4xi32> {
    aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32, produceLock = @p, consumeLock = @c}
  }
  aie.objectfifo.core_endpoint @w(%t) fills @q
  %core = aie.core(%t) {
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %end = memref.load %n[%i0] : memref<1xindex>
    // expected-error@+1 {{'scf.for' op could not be unrolled with unrollFactor = 0, check loop boundaries.}}
    scf.for %k = %i0 to %end step %i1 {
      %o = aie.objectfifo.acquire @w(1) : memref<4xi32>
      aie.objectfifo.release @w(1)
    }
    aie.end
  } {dynamic_objfifo_lowering = false}
}
