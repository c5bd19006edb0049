// --aie-objectfifo-lower-cores: acquires and releases through core
// endpoints become use_locks and buffers, counted at run time as mlir-aie's
// lower-cores counts them: an acquire of N waits for max(N - held, 0)
// objects (the filler of a repeated pool counts R units per object) and
// hands over the objects a rotation index selects (scf.index_switch); a
// release gives back what it names and moves the index on. In straight-line
// code the counts are values, across loops slots of a counter buffer; a
// static core's loops are unrolled instead (lower-cores-static.mlir); the
// core endpoints are erased.
// RUN: aiec --split-input-file --aie-objectfifo-lower-cores %s | FileCheck %s

// CHECK-LABEL: module @straight
// CHECK-NOT:  aie.objectfifo.core_endpoint
// CHECK:      aie.core
// CHECK-NEXT:   %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:   %[[DEPTH:.*]] = arith.constant 2 : i32
// CHECK:        %[[S1:.*]] = arith.subi %c2_i32_0, %[[ZERO]] : i32
// CHECK-NEXT:   %[[D1:.*]] = arith.maxsi %[[S1]], %c0_i32_1 : i32
// CHECK-NEXT:   %[[H1:.*]] = arith.addi %[[ZERO]], %[[D1]] : i32
// CHECK-NEXT:   aie.use_lock(%p, AcquireGreaterEqual, %[[D1]])
// Object 0 from the index, object 1 one further.
// CHECK-NEXT:   %[[K1:.*]] = arith.index_cast %[[ZERO]] : i32 to index
// CHECK-NEXT:   scf.index_switch %[[K1]] -> memref<4xi32>
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     scf.yield %b0
// CHECK:        case 1 {
// CHECK-NEXT:     scf.yield %b1
// CHECK:        scf.index_switch
// CHECK-NEXT:   case 0 {
// CHECK-NEXT:     scf.yield %b1
// The second acquire of 2 counts from the 2 held.
// CHECK:        arith.subi %c2_i32_2, %[[H1]] : i32
// CHECK:        aie.use_lock(%c, Release, %c1_i32)
// CHECK-NEXT:   %c1_i32_4 = arith.constant 1 : i32
// CHECK-NEXT:   arith.subi %{{[0-9]+}}, %c1_i32_4 : i32
// The index moves on by one, wrapped at the depth.
// CHECK-NEXT:   %c1_i32_5 = arith.constant 1 : i32
// CHECK-NEXT:   %[[SUM:.*]] = arith.addi %[[ZERO]], %c1_i32_5 : i32
// CHECK-NEXT:   %[[WRAP:.*]] = arith.cmpi sge, %[[SUM]], %[[DEPTH]] : i32
// CHECK-NEXT:   %[[LESS:.*]] = arith.subi %[[SUM]], %[[DEPTH]] : i32
// CHECK-NEXT:   %[[NEXT:.*]] = arith.select %[[WRAP]], %[[LESS]], %[[SUM]] : i32
// CHECK:        aie.use_lock(%p, AcquireGreaterEqual,
// CHECK-NEXT:   %[[K3:.*]] = arith.index_cast %[[NEXT]] : i32 to index
// CHECK-NEXT:   scf.index_switch %[[K3]]
// CHECK:        aie.use_lock(%c, Release, %c2_i32_8)
// CHECK:        aie.end
// CHECK-NOT:    aie.objectfifo
module @straight {
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
// CHECK:          aie.use_lock(%p, AcquireGreaterEqual, %c3_i32)
// CHECK:          memref.load %[[COUNTERS]]
// CHECK:          scf.index_switch
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

// AIE1 binary locks, one per object, are picked by the index too (here of
// a pool of one): the drainer waits for a full object (1) and marks it
// empty (0).
// CHECK-LABEL: module @binary
// CHECK:      %[[LOCK:.*]] = scf.index_switch %{{.*}} -> index
// CHECK-NEXT: case 0 {
// CHECK-NEXT:   scf.yield %l
// CHECK:      aie.use_lock(%[[LOCK]], Acquire, %c1_i32{{(_[0-9]+)?}})
// CHECK:      %[[OBJ:.*]] = scf.index_switch %{{.*}} -> memref<4xi32>
// CHECK-NEXT: case 0 {
// CHECK-NEXT:   scf.yield %only
// CHECK:      memref.load %[[OBJ]][
// CHECK:      %[[FREE:.*]] = scf.index_switch %{{.*}} -> index
// CHECK:      aie.use_lock(%[[FREE]], Release, %c0_i32{{(_[0-9]+)?}})
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

// -----

// An end selecting two segments, each with its locks: one acquire waits on
// both consume locks with the same shortfall, one release signals both
// produce locks with the same count.
// CHECK-LABEL: module @two_segments
// CHECK:      %[[SHORT:.*]] = arith.maxsi
// CHECK:      aie.use_lock(%full_lo, AcquireGreaterEqual, %[[SHORT]])
// CHECK-NEXT: aie.use_lock(%full_hi, AcquireGreaterEqual, %[[SHORT]])
// CHECK:      aie.use_lock(%free_lo, Release, %[[ONE:c1_i32(_[0-9]+)?]])
// CHECK-NEXT: aie.use_lock(%free_hi, Release, %[[ONE]])
module @two_segments {
  aie.device(npu2) {
    %t = aie.tile(2, 3)
    %obj = aie.buffer(%t) {sym_name = "obj"} : memref<24xi16>
    %free_lo = aie.lock(%t) {sym_name = "free_lo", init = 1 : i32}
    %full_lo = aie.lock(%t) {sym_name = "full_lo", init = 0 : i32}
    %free_hi = aie.lock(%t) {sym_name = "free_hi", init = 1 : i32}
    %full_hi = aie.lock(%t) {sym_name = "full_hi", init = 0 : i32}
    aie.objectfifo.pool @q(%t) {depth = 1 : i32, buffers = [@obj]} : memref<24xi16> {
      aie.objectfifo.segment @lo {offset = 0 : i32, size = 8 : i32, produceLock = @free_lo, consumeLock = @full_lo}
      aie.objectfifo.segment @hi {offset = 8 : i32, size = 16 : i32, produceLock = @free_hi, consumeLock = @full_hi}
    }
    aie.objectfifo.core_endpoint @both(%t) drains @q {segments = [@lo, @hi]}
    %core = aie.core(%t) {
      %o = aie.objectfifo.acquire @both(1) : memref<24xi16>
      aie.objectfifo.release @both(1)
      aie.end
    }
  }
}
