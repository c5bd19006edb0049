// --aie-objectfifo-lower-cores lowers a core dynamically, as mlir-aie's
// lower-cores does, unless it is static (its dynamic_objfifo_lowering
// attribute false, else the dynamic-objFifos option false): then each loop
// that acquires through an endpoint is unrolled by the lcm of its pools'
// depths, as the one-pass lowering does, and every acquire gets fixed
// objects.
// RUN: aiec --split-input-file --aie-objectfifo-lower-cores="dynamic-objFifos=false" %s | FileCheck %s --check-prefixes=CHECK,STATIC
// RUN: aiec --split-input-file --aie-objectfifo-lower-cores %s | FileCheck %s --check-prefixes=CHECK,DYN

// A loop of 4 over a pool of 2 is unrolled by 2 (the induction variable of
// the second copy is k + 1); with dynamic-objFifos it keeps a counter.
// CHECK-LABEL: module @unrolled
// STATIC-NOT:  memref<1xi32>
// STATIC:      aie.core
// STATIC:        scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %c2
// STATIC:          aie.use_lock(%p, AcquireGreaterEqual, %c1_i32
// STATIC:          memref.store %{{.*}}, %b0[%[[K]]]
// STATIC:          aie.use_lock(%c, Release, %c1_i32
// STATIC:          %[[NEXT:.*]] = arith.addi %[[K]], %{{.*}} : index
// STATIC:          aie.use_lock(%p, AcquireGreaterEqual, %c1_i32
// STATIC:          memref.store %{{.*}}, %b1[%[[NEXT]]]
// STATIC:          aie.use_lock(%c, Release, %c1_i32
// STATIC-NEXT:   }
// DYN:         aie.buffer(%{{.*}}) : memref<1xi32>
// DYN:         scf.for %{{.*}} step %c1
// DYN:           scf.index_switch
module @unrolled {
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
      %i4 = arith.constant 4 : index
      %v = arith.constant 7 : i32
      scf.for %k = %i0 to %i4 step %i1 {
        %o = aie.objectfifo.acquire @w(1) : memref<4xi32>
        memref.store %v, %o[%k] : memref<4xi32>
        aie.objectfifo.release @w(1)
      }
      aie.end
    }
  }
}

// -----

// A core's dynamic_objfifo_lowering overrides the option either way: the
// first core keeps its loop and a counter; the second, a sliding window
// over a pool of 3 in a loop of 3, is unrolled fully.
// CHECK-LABEL: module @pinned
// CHECK:       aie.buffer(%{{.*}}) : memref<1xi32>
// CHECK:       aie.core
// CHECK:         scf.index_switch
// CHECK:       } {dynamic_objfifo_lowering = true}
// CHECK:       aie.core
// CHECK-NOT:     scf.for
// CHECK:         aie.use_lock(%wp, AcquireGreaterEqual, %c2_i32
// CHECK:         memref.store %{{.*}}, %w0[
// CHECK:         memref.store %{{.*}}, %w1[
// CHECK:         aie.use_lock(%wc, Release, %c1_i32
// CHECK:         aie.use_lock(%wp, AcquireGreaterEqual, %c1_i32
// CHECK:         memref.store %{{.*}}, %w1[
// CHECK:         memref.store %{{.*}}, %w2[
// CHECK:         aie.use_lock(%wc, Release, %c1_i32
// CHECK:         aie.use_lock(%wp, AcquireGreaterEqual, %c1_i32
// CHECK:         memref.store %{{.*}}, %w2[
// CHECK:         memref.store %{{.*}}, %w0[
// CHECK:         aie.use_lock(%wc, Release, %c1_i32
// CHECK:         aie.use_lock(%wc, Release, %c1_i32
// CHECK-NEXT:    aie.end
// CHECK-NEXT:  } {dynamic_objfifo_lowering = false}
module @pinned {
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
      %i4 = arith.constant 4 : index
      %v = arith.constant 7 : i32
      scf.for %k = %i0 to %i4 step %i1 {
        %o = aie.objectfifo.acquire @w(1) : memref<4xi32>
        memref.store %v, %o[%i0] : memref<4xi32>
        aie.objectfifo.release @w(1)
      }
      aie.end
    } {dynamic_objfifo_lowering = true}
    %u = aie.tile(0, 3)
    %w0 = aie.buffer(%u) {sym_name = "w0"} : memref<4xi32>
    %w1 = aie.buffer(%u) {sym_name = "w1"} : memref<4xi32>
    %w2 = aie.buffer(%u) {sym_name = "w2"} : memref<4xi32>
    %wp = aie.lock(%u) {sym_name = "wp", init = 3 : i32}
    %wc = aie.lock(%u) {sym_name = "wc", init = 0 : i32}
    aie.objectfifo.pool @window(%u) {depth = 3 : i32, buffers = [@w0, @w1, @w2]} : memref<4xi32> {
      aie.objectfifo.segment @s0 {offset = 0 : i32, size = 4 : i32, produceLock = @wp, consumeLock = @wc}
    }
    aie.objectfifo.core_endpoint @win(%u) fills @window
    %core2 = aie.core(%u) {
      %i0 = arith.constant 0 : index
      %i1 = arith.constant 1 : index
      %i3 = arith.constant 3 : index
      %v = arith.constant 7 : i32
      scf.for %k = %i0 to %i3 step %i1 {
        %o:2 = aie.objectfifo.acquire @win(2) : memref<4xi32>, memref<4xi32>
        memref.store %v, %o#0[%i0] : memref<4xi32>
        memref.store %v, %o#1[%i0] : memref<4xi32>
        aie.objectfifo.release @win(1)
      }
      aie.objectfifo.release @win(1)
      aie.end
    } {dynamic_objfifo_lowering = false}
  }
}
