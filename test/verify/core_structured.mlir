// Verifier errors of the core-body dialects: affine subscripts and loops,
// scf.while region terminators and control-flow edges, memref views (MLIR's
// inferred subview type), reshapes and copies, vector transfers and math.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  %c = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c4 {
      // CHECK: {{^}}{{.*}}core_structured.mlir:[[@LINE+3]]:7: error: 'affine.load' op index must be a dimension or symbol identifier{{$}}
      // CHECK: {{^}}  help: use `affine.for` induction variables, `index` constants and `affine.apply` of them, or memref.load/store for other subscripts{{$}}
      // expected-error@+1 {{'affine.load' op index must be a dimension or symbol identifier}}
      %v = affine.load %b[%i] : memref<16xi32>
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    // CHECK: error: 'affine.for' op expected step to be representable as a positive signed integer
    // expected-error@+1 {{'affine.for' op expected step to be representable as a positive signed integer}}
    "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, step = 0 : index, upperBoundMap = affine_map<() -> (4)>}> ({
    ^bb0(%i: index):
      "affine.yield"() : () -> ()
    }) : () -> ()
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    %z = arith.constant 0 : i32
    // CHECK: error: 'scf.while' op along control flow edge from Region #0 to Region #1: source has 1 operands, but target successor needs 0
    // expected-error@+1 {{'scf.while' op along control flow edge from Region #0 to Region #1: source has 1 operands, but target successor needs 0}}
    %r = scf.while (%a = %z) : (i32) -> i32 {
      %true = arith.constant true
      scf.condition(%true) %a : i32
    } do {
      scf.yield %z : i32
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    // CHECK: error: 'scf.while' op expects the 'after' region to terminate with 'scf.yield'
    // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
    scf.while : () -> () {
      %true = arith.constant true
      scf.condition(%true)
    } do {
      aie.end
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<4x8xi32>
  %c = aie.core(%t) {
    // CHECK: error: 'memref.subview' op expected result type to be 'memref<2x4xi32, strided<[8, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout)
    // expected-error@+1 {{'memref.subview' op expected result type to be 'memref<2x4xi32, strided<[8, 1], offset: 9>>' or a rank-reduced version. (mismatch of result layout)}}
    %s = memref.subview %b[1, 1] [2, 4] [1, 1] : memref<4x8xi32> to memref<2x4xi32, strided<[8, 1], offset: 8>>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<4x8xi32>
  %c = aie.core(%t) {
    // CHECK: error: 'memref.expand_shape' op expected dimension 0 of collapsed type to be static value of 6
    // expected-error@+1 {{'memref.expand_shape' op expected dimension 0 of collapsed type to be static value of 6}}
    %e = memref.expand_shape %b [[0, 1], [2]] output_shape [2, 3, 8] : memref<4x8xi32> into memref<2x3x8xi32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xi32>
  %f = aie.buffer(%t) : memref<16xf32>
  %c = aie.core(%t) {
    // CHECK: error: 'memref.copy' op requires the same element type for all operands
    // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
    memref.copy %b, %f : memref<16xi32> to memref<16xf32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<16xf32>
  %c = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %v = arith.constant dense<1.0> : vector<4xf32>
    // CHECK: error: 'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)
    // expected-error@+1 {{'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
    vector.transfer_write %v, %b[%c0] {permutation_map = affine_map<(d0) -> (d0 + 1)>} : vector<4xf32>, memref<16xf32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(0, 2)
  %c = aie.core(%t) {
    %x = arith.constant 1.0 : f32
    %y = arith.constant 1.0 : f64
    // CHECK: error: 'math.powf' op requires the same type for all operands and results
    // expected-error@+1 {{'math.powf' op requires the same type for all operands and results}}
    %p = "math.powf"(%x, %y) : (f32, f64) -> f32
    aie.end
  }
}
