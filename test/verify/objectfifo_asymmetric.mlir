// An asymmetric objectfifo's consumer type (`consumerElemType`): a static
// memref of the producer's scalar type whose element count is positive and
// divides the producer's; an acquire names the consumers' objects at
// `Consume` and the producer's at `Produce` (mlir-aie's messages).
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu2) {
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  // CHECK: {{^}}{{.*}}objectfifo_asymmetric.mlir:[[@LINE+5]]:3: error: producer element size (35) must be an integer multiple of consumer element size (10){{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo @of0 (%t01, {%t02}, 1 : i32) : !aie.objectfifo<memref<35xi32>> -> !aie.objectfifo<memref<10xi32>>{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: each producer object is cut into whole consumer objects: give the consumers a size that divides 35{{$}}
  // expected-error@+1 {{producer element size (35) must be an integer multiple of consumer element size (10)}}
  aie.objectfifo @of0 (%t01, {%t02}, 1 : i32) : !aie.objectfifo<memref<35xi32>> -> !aie.objectfifo<memref<10xi32>>
}

// -----

aie.device(npu2) {
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  // expected-error@+1 {{producer and consumer must have the same scalar element type, but got i32 vs f32}}
  aie.objectfifo @of0 (%t01, {%t02}, 1 : i32) : !aie.objectfifo<memref<40xi32>> -> !aie.objectfifo<memref<10xf32>>
}

// -----

aie.device(npu2) {
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  // expected-error@+1 {{consumer element count must be positive}}
  aie.objectfifo @of0 (%t01, {%t02}, 1 : i32) : !aie.objectfifo<memref<40xi32>> -> !aie.objectfifo<memref<0xi32>>
}

// -----

aie.device(npu2) {
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  // expected-error@+1 {{consumer element type must be an !aie.objectfifo<memref<...>> type}}
  aie.objectfifo @of0 (%t01, {%t02}, 1 : i32) : !aie.objectfifo<memref<40xi32>> -> memref<10xi32>
}

// -----

aie.device(npu2) {
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  // expected-error@+1 {{type should be static shaped memref, but got 'memref<?xi32>'}}
  aie.objectfifo @of0 (%t01, {%t02}, 1 : i32) : !aie.objectfifo<memref<40xi32>> -> !aie.objectfifo<memref<?xi32>>
}

// -----

// The 2-D shapes need not match: 32 elements cut into pieces of 8.
aie.device(npu2) {
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  aie.objectfifo @of0 (%t01, {%t02}, 1 : i32) : !aie.objectfifo<memref<8x4xi16>> -> !aie.objectfifo<memref<2x4xi16>>
  // A consumer acquires the consumers' objects...
  %c = aie.core(%t02) {
    // CHECK: {{^}}{{.*}}objectfifo_asymmetric.mlir:[[@LINE+6]]:5: error: 'aie.objectfifo.acquire' op ObjectFifo element and ObjectFifoSubview element must match.{{$}}
    // CHECK-EMPTY:
    // CHECK-NEXT: {{^}}    %sv = aie.objectfifo.acquire @of0(Consume, 1) : !aie.objectfifosubview<memref<8x4xi16>>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: the objectfifo holds `memref<2x4xi16>`: use `!aie.objectfifosubview<memref<2x4xi16>>`{{$}}
    // expected-error@+1 {{ObjectFifo element and ObjectFifoSubview element must match.}}
    %sv = aie.objectfifo.acquire @of0(Consume, 1) : !aie.objectfifosubview<memref<8x4xi16>>
    aie.end
  }
}

// -----

aie.device(npu2) {
  %t01 = aie.tile(0, 1)
  %t02 = aie.tile(0, 2)
  %t03 = aie.tile(0, 3)
  aie.objectfifo @of0 (%t02, {%t03}, 1 : i32) : !aie.objectfifo<memref<40xi32>> -> !aie.objectfifo<memref<10xi32>>
  // ... and its producer the producer's, as memrefs too.
  %c = aie.core(%t02) {
    // expected-error@+1 {{acquired object type 'memref<10xi32>' does not match the objectFifo's 'memref<40xi32>'}}
    %o = aie.objectfifo.acquire @of0(Produce, 1) : memref<10xi32>
    aie.end
  }
}

// -----

aie.device(npu2) {
  %t02 = aie.tile(0, 2)
  %t03 = aie.tile(0, 3)
  aie.objectfifo @of0 (%t02, {%t03}, 2 : i32) : !aie.objectfifo<memref<40xi32>> -> !aie.objectfifo<memref<10xi32>>
  %p = aie.core(%t02) {
    %o = aie.objectfifo.acquire @of0(Produce, 1) : memref<40xi32>
    aie.end
  }
  %c = aie.core(%t03) {
    %o:2 = aie.objectfifo.acquire @of0(Consume, 2) : memref<10xi32>, memref<10xi32>
    aie.end
  }
}
