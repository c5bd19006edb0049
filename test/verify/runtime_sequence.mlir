// Verifier errors of aie.shim_dma_allocation and aie.runtime_sequence
// (aie-passes.md §3.11).
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}runtime_sequence.mlir:[[@LINE+5]]:3: error: 'aie.shim_dma_allocation' op tile must be a shim tile, but got tile(1, 2){{$}}
  // CHECK-NEXT: {{^}}  aie.shim_dma_allocation @alloc (%t, MM2S, 0){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: tile (1, 2) is a core tile; shim DMAs are on row 0{{$}}
  // expected-error@+1 {{'aie.shim_dma_allocation' op tile must be a shim tile, but got tile(1, 2)}}
  aie.shim_dma_allocation @alloc (%t, MM2S, 0)
}

// -----

aie.device(npu1) {
  %t = aie.tile(3, 1)
  // expected-error@+1 {{'aie.shim_dma_allocation' op tile must be a shim tile, but got tile(3, 1)}}
  aie.shim_dma_allocation @alloc (%t, S2MM, 1)
}

// -----

// A runtime sequence outside a device (a legacy module).
module {
  // CHECK: {{^}}{{.*}}runtime_sequence.mlir:[[@LINE+5]]:3: error: 'aie.runtime_sequence' op must be inside AIE device operation.{{$}}
  // CHECK-NEXT: {{^}}  aie.runtime_sequence(%a: memref<16xi32>) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: move it into the `aie.device` it drives{{$}}
  // expected-error@+1 {{'aie.runtime_sequence' op must be inside AIE device operation.}}
  aie.runtime_sequence(%a: memref<16xi32>) {
  }
}

// -----

// expected-error@+1 {{'aie.runtime_sequence' op must be inside AIE device operation.}}
aie.runtime_sequence @seq(%a: memref<16xi32>, %b: memref<16xi32>) {
}

// -----

// An argument larger than the host address space a shim DMA reaches (its
// byte size would not even fit 64 bits).
aie.device(npu1) {
  // CHECK: {{^}}{{.*}}runtime_sequence.mlir:[[@LINE+3]]:3: error: 'aie.runtime_sequence' op argument 1 of type memref<4611686018427387904xi32> does not fit the host address space (2^57 bytes){{$}}
  // CHECK: help: host buffers are at most 2^57 bytes: give the argument a smaller shape
  // expected-error@+1 {{'aie.runtime_sequence' op argument 1 of type memref<4611686018427387904xi32> does not fit the host address space (2^57 bytes)}}
  aie.runtime_sequence(%a: memref<16xi32>, %b: memref<4611686018427387904xi32>) {
  }
}
