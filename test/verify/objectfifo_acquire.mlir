// Verifier errors of aie.objectfifo.acquire / release / subview.access and
// aie.objectfifo.register_process (aie-passes.md §3.10).
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // CHECK: {{^}}{{.*}}objectfifo_acquire.mlir:[[@LINE+5]]:3: error: 'aie.objectfifo.acquire' op must be called from inside a CoreOp{{$}}
  // CHECK-NEXT: {{^}}  %sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<16xi32>>{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{'aie.objectfifo.acquire' op must be called from inside a CoreOp}}
  %sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{'aie.objectfifo.release' op must be called from inside a CoreOp}}
  aie.objectfifo.release @of (Produce, 1)
}

// -----

// A function is not a core.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  func.func @f() -> () {
    // expected-error@+1 {{'aie.objectfifo.release' op must be called from inside a CoreOp}}
    aie.objectfifo.release @of (Consume, 1)
    return
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %c = aie.core(%t12) {
    // CHECK: {{^}}{{.*}}objectfifo_acquire.mlir:[[@LINE+5]]:5: error: cannot retrieve associated object FIFO{{$}}
    // CHECK-NEXT: {{^}}    %sv = aie.objectfifo.acquire @nope (Produce, 1) : !aie.objectfifosubview<memref<16xi32>>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // expected-error@+1 {{cannot retrieve associated object FIFO}}
    %sv = aie.objectfifo.acquire @nope (Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %c = aie.core(%t12) {
    // expected-error@+1 {{cannot retrieve associated object FIFO}}
    aie.objectfifo.release @nope (Consume, 1)
    aie.end
  }
}

// -----

// The symbol must name an objectfifo.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t10 = aie.tile(1, 0)
  aie.shim_dma_allocation @alloc (%t10, MM2S, 0)
  %c = aie.core(%t12) {
    // expected-error@+1 {{cannot retrieve associated object FIFO}}
    aie.objectfifo.release @alloc (Consume, 1)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // CHECK: {{^}}{{.*}}objectfifo_acquire.mlir:[[@LINE+5]]:3: error: 'aie.core' op producer port of objectFifo accessed by core running on non-producer tile{{$}}
  // CHECK-NEXT: {{^}}  %c = aie.core(%t13) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: only the producer tile's core may use the `Produce` port{{$}}
  // expected-error@+1 {{'aie.core' op producer port of objectFifo accessed by core running on non-producer tile}}
  %c = aie.core(%t13) {
    %sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  %t22 = aie.tile(2, 2)
  aie.objectfifo @of (%t12, {%t13, %t22}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // expected-error@+1 {{'aie.core' op consumer port of objectFifo accessed by core running on non-consumer tile}}
  %c = aie.core(%t12) {
    aie.objectfifo.release @of (Consume, 1)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%t12) {
    // CHECK: {{^}}{{.*}}objectfifo_acquire.mlir:[[@LINE+6]]:5: error: 'aie.objectfifo.acquire' op ObjectFifo element and ObjectFifoSubview element must match.
    // CHECK-EMPTY:
    // CHECK-NEXT: {{^}}    %sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<8xi32>>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: the objectfifo holds `memref<16xi32>`: use `!aie.objectfifosubview<memref<16xi32>>`{{$}}
    // expected-error@+1 {{'aie.objectfifo.acquire' op ObjectFifo element and ObjectFifoSubview element must match.}}
    %sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<8xi32>>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%t13) {
    // expected-error@+1 {{'aie.objectfifo.acquire' op ObjectFifo element and ObjectFifoSubview element must match.}}
    %sv = aie.objectfifo.acquire @of (Consume, 2) : !aie.objectfifosubview<memref<16xi16>>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%t12) {
    %sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
    // CHECK: {{^}}{{.*}}objectfifo_acquire.mlir:[[@LINE+5]]:5: error: 'aie.objectfifo.subview.access' op accessed farther than number of acquired elements (index out of bounds).{{$}}
    // CHECK-NEXT: {{^}}    %e = aie.objectfifo.subview.access %sv[1] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>{{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: 1 objects were acquired: use an index from 0 to 0{{$}}
    // expected-error@+1 {{'aie.objectfifo.subview.access' op accessed farther than number of acquired elements (index out of bounds).}}
    %e = aie.objectfifo.subview.access %sv[1] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 3 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%t13) {
    %sv = aie.objectfifo.acquire @of (Consume, 2) : !aie.objectfifosubview<memref<16xi32>>
    // expected-error@+1 {{'aie.objectfifo.subview.access' op accessed farther than number of acquired elements (index out of bounds).}}
    %e = aie.objectfifo.subview.access %sv[2] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %len = arith.constant 0 : index
  %acq = arith.constant dense<[1]> : tensor<1xi32>
  %rel = arith.constant dense<[1]> : tensor<1xi32>
  func.func @work() -> () {
    return
  }
  // CHECK: {{^}}{{.*}}objectfifo_acquire.mlir:[[@LINE+5]]:3: error: 'aie.objectfifo.register_process' op process length must be >= 1{{$}}
  // CHECK-NEXT: {{^}}  aie.objectfifo.register_process @of (Produce, %acq : tensor<1xi32>, %rel : tensor<1xi32>, @work, %len){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: the length is 0{{$}}
  // expected-error@+1 {{'aie.objectfifo.register_process' op process length must be >= 1}}
  aie.objectfifo.register_process @of (Produce, %acq : tensor<1xi32>, %rel : tensor<1xi32>, @work, %len)
}

// -----

// Patterns of 2 and 3 entries with a process length of 5.
aie.device(npu1) {
  %t12 = aie.tile(1, 2)
  %t13 = aie.tile(1, 3)
  aie.objectfifo @of (%t12, {%t13}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %len = arith.constant 5 : index
  %acq = arith.constant dense<[1, 2]> : tensor<2xi32>
  %rel = arith.constant dense<[0, 1, 1]> : tensor<3xi32>
  func.func @work() -> () {
    return
  }
  // expected-error@+1 {{'aie.objectfifo.register_process' op Acquire and Release patterns must be of equal length, or longest length of one must be equal to process length of the other}}
  aie.objectfifo.register_process @of (Produce, %acq : tensor<2xi32>, %rel : tensor<3xi32>, @work, %len)
}

// -----

aie.device(npu1) {
  func.func @f(%sv: !aie.objectfifosubview<memref<16xi32>>) -> () {
    // expected-error@+1 {{'aie.objectfifo.subview.access' op must be called from inside a CoreOp}}
    %e = aie.objectfifo.subview.access %sv[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    return
  }
}
