// Object counts an objectfifo's locks must hold are bounded before any pass
// loops over them: a depth or an acquire beyond what a lock counts is an
// error at once, not a long run.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t0 = aie.tile(0, 0)
  %t2 = aie.tile(0, 2)
  // CHECK: objectfifo_bounds.mlir:[[@LINE+3]]:3: error: 'aie.objectfifo' op depth 2000000000 is outside 1..=63
  // CHECK: help: a FIFO's locks count its objects, and AIE2 locks count to 63
  // expected-error@+1 {{'aie.objectfifo' op depth 2000000000 is outside 1..=63}}
  aie.objectfifo @of(%t0, {%t2}, 2000000000 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t0 = aie.tile(0, 0)
  %t2 = aie.tile(0, 2)
  aie.objectfifo @of(%t0, {%t2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  aie.core(%t2) {
    // CHECK: objectfifo_bounds.mlir:[[@LINE+2]]:5: error: 'aie.objectfifo.acquire' op takes 2000000000 objects at once, more than 63
    // expected-error@+1 {{'aie.objectfifo.acquire' op takes 2000000000 objects at once, more than 63}}
    %s = aie.objectfifo.acquire @of(Consume, 2000000000) : !aie.objectfifosubview<memref<16xi32>>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %c = aie.tile(0, 2)
  // CHECK: {{^}}{{.*}}objectfifo_bounds.mlir:[[@LINE+3]]:3: error: the element type of an objectfifo must be a memref
  // CHECK: help: write the type as `!aie.objectfifo<memref<16xi32>>`: a memref with a static shape
  // expected-error@+1 {{the element type of an objectfifo must be a memref}}
  aie.objectfifo @f(%s, {%c}, 2 : i32) : !aie.objectfifo<memref<-1xi32>>
}
